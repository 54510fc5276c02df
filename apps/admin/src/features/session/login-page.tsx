import { adminLogin, type StaffSession } from '@sika/contract';
import { useState } from 'react';
import { call, setToken } from '../../lib/api.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { SecondFactor } from './second-factor.tsx';

export function LoginPage() {
  const [session, setSession] = useState<StaffSession | null>(null);
  if (session) return <SecondFactor session={session} />;
  return (
    <div className="card narrow">
      <h1>Sika back office</h1>
      <ActionForm
        label="Sign in"
        onSubmit={async (form) => {
          const opened = await call(adminLogin, {
            email: String(form.get('email') ?? ''),
            password: String(form.get('password') ?? ''),
          });
          setToken(opened.token);
          setSession(opened);
        }}
      >
        <label>
          E-mail
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
      </ActionForm>
    </div>
  );
}
