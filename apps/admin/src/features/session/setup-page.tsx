import { adminSetUpAccount, type StaffSession } from '@sika/contract';
import { useState } from 'react';
import { call, setToken } from '../../lib/api.ts';
import { ActionForm } from '../../ui/action-form.tsx';
import { SecondFactor } from './second-factor.tsx';

/** The first sign-in, from the one-time link (/admin/setup#token): a password, then TOTP enrolment. */
export function SetupPage() {
  const [session, setSession] = useState<StaffSession | null>(null);
  if (session) return <SecondFactor session={session} />;
  const token = window.location.hash.slice(1);
  return (
    <div className="card narrow">
      <h1>Set your password</h1>
      <p>At least 12 characters. Two-factor enrolment follows.</p>
      <ActionForm
        label="Set password"
        onSubmit={async (form) => {
          const password = String(form.get('password') ?? '');
          if (password !== form.get('confirm')) throw new Error('The two passwords are different.');
          const opened = await call(adminSetUpAccount, { token, password });
          setToken(opened.token);
          history.replaceState(null, '', window.location.pathname);
          setSession(opened);
        }}
      >
        <label>
          New password
          <input name="password" type="password" autoComplete="new-password" minLength={12} required />
        </label>
        <label>
          Repeat it
          <input name="confirm" type="password" autoComplete="new-password" minLength={12} required />
        </label>
      </ActionForm>
    </div>
  );
}
