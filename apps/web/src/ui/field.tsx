import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

/** A labelled input with an optional prefix (e.g. +233), a trailing control and an error line. */
export function Field({
  label,
  error,
  hint,
  prefix,
  trailing,
  icon,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null;
  hint?: string;
  prefix?: ReactNode;
  trailing?: ReactNode;
  icon?: ReactNode;
}) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const messageId = `${inputId}-message`;
  const message = error || hint;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.box}>
        {icon && <span className={styles.icon}>{icon}</span>}
        {prefix && <span className={styles.prefix}>{prefix}</span>}
        <input
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {trailing && <span className={styles.trailing}>{trailing}</span>}
      </div>
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
