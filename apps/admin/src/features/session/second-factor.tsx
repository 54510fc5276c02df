import { adminEnrolTotp, adminVerifyTotp, type StaffSession } from '@sika/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api.ts';
import { ActionForm } from '../../ui/action-form.tsx';

/**
 * The second step of every sign-in: a member without TOTP enrols first (the secret, to add in an
 * authenticator app), then types the app's current code.
 */
export function SecondFactor({ session }: { session: StaffSession }) {
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session.totpEnrolled) void call(adminEnrolTotp).then(setEnrolment);
  }, [session.totpEnrolled]);
  return (
    <div className="card narrow">
      <h1>Two-factor verification</h1>
      {!session.totpEnrolled && (
        <div className="enrol">
          <p>
            Add this account to an authenticator app (Google Authenticator, 1Password, Aegis…): scan the link
            or type the secret.
          </p>
          <dl>
            <dt>Secret</dt>
            <dd data-testid="totp-secret">{enrolment?.secret ?? '…'}</dd>
            <dt>Link</dt>
            <dd className="uri">{enrolment?.uri ?? '…'}</dd>
          </dl>
        </div>
      )}
      <ActionForm
        label="Verify"
        onSubmit={async (form) => {
          await call(adminVerifyTotp, { code: String(form.get('code') ?? '') });
          await queryClient.invalidateQueries();
          navigate('/', { replace: true });
        }}
      >
        <label>
          6-digit code
          <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" required />
        </label>
      </ActionForm>
    </div>
  );
}
