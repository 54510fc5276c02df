import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '../lib/router/index.ts';

const RuleDialog = lazy(() => import('./rule-dialog.tsx'));

/** Rule types are slugs (contract content.ts): daily-bonus, cash-back, lucky-refund… */
const RULE_TYPE = /^[a-z0-9_-]{1,40}$/;

let requested: string | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => requested;

/** Opens the rule dialog of an activity from anywhere: `openRule('cash-back')`. */
export function openRule(ruleType: string): void {
  if (!RULE_TYPE.test(ruleType)) return;
  requested = ruleType;
  emit();
}

/**
 * Mounted once by the shell. Shows the rule asked with `openRule`, or with `?rule=<type>` on any page, so
 * that an advert, a menu item or a notice configured by an operator can link to a rule without a release.
 * The dialog's code is loaded only then.
 */
export function RuleDialogHost() {
  const ruleType = useSyncExternalStore(subscribe, read, read);
  const location = useLocation();
  const navigate = useNavigate();
  const fromQuery = new URLSearchParams(location.search).get('rule');

  useEffect(() => {
    if (fromQuery) openRule(fromQuery);
  }, [fromQuery]);

  if (!ruleType) return null;
  const close = () => {
    requested = null;
    emit();
    if (fromQuery) {
      const query = new URLSearchParams(location.search);
      query.delete('rule');
      const search = query.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
    }
  };
  return (
    <Suspense fallback={null}>
      <RuleDialog key={ruleType} ruleType={ruleType} onClose={close} />
    </Suspense>
  );
}
