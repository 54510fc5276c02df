import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api.ts';

/** A form whose submit runs one staff action and shows its error in place (the catalogue's message). */
export function ActionForm({
  onSubmit,
  children,
  label,
}: {
  onSubmit: (form: FormData) => Promise<unknown>;
  children?: ReactNode;
  label: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(new FormData(form));
      form.reset();
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? `${caught.message} (${caught.code})`
          : caught instanceof Error
            ? caught.message
            : String(caught),
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="action" onSubmit={submit}>
      {children}
      <button type="submit" disabled={busy}>
        {label}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
