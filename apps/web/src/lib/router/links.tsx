/**
 * `<Link>` and `<NavLink>`: anchors with a real `href` whose plain left click navigates in the app (a modified
 * click or another target is left to the browser).
 */
import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  forwardRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from './hooks.ts';
import { createPath, resolve, type To } from './path.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

function useLinkClick(to: To, replace: boolean | undefined, state: unknown, target: string | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    ) {
      return;
    }
    event.preventDefault();
    const path = resolve(to, location.pathname);
    // A link to where the player already is replaces the entry rather than stacking a copy.
    const same = createPath(path) === createPath(location);
    navigate(path, { replace: replace ?? same, state });
  };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const location = useLocation();
  const click = useLinkClick(to, replace, state, target);
  return (
    <a
      {...rest}
      ref={ref}
      target={target}
      href={createPath(resolve(to, location.pathname))}
      onClick={(event) => {
        onClick?.(event);
        click(event);
      }}
    />
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  style?: CSSProperties | ((state: { isActive: boolean }) => CSSProperties | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
  end?: boolean;
}

/** A link that knows whether it leads to the current page (or one under it, unless `end`). */
export function NavLink({ to, className, style, children, end, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = resolve(to, location.pathname)
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1');
  const current = location.pathname.toLowerCase();
  const isActive = current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  const state = { isActive };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
