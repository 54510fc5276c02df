import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../lib/router/index.ts';
import styles from './button.module.css';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Look {
  variant?: Variant;
  block?: boolean;
  size?: 'md' | 'sm';
}

function classes({ variant = 'primary', block, size = 'md' }: Look, extra?: string) {
  return [styles.button, styles[variant], block && styles.block, size === 'sm' && styles.small, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  block,
  size,
  loading = false,
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { loading?: boolean; children: ReactNode }) {
  return (
    <button
      type={type}
      className={classes({ variant, block, size }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      <span>{children}</span>
    </button>
  );
}

/** A link that looks like a button (navigation stays a link: long-press, new tab, crawlers). */
export function ButtonLink({ variant, block, size, className, ...rest }: LinkProps & Look) {
  return <Link className={classes({ variant, block, size }, className)} {...rest} />;
}
