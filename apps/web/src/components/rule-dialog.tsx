import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/index.ts';
import { api, calls, isApiError } from '../lib/api/index.ts';
import { useLanguage } from '../lib/use-language.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import styles from './rule-dialog.module.css';

/** 5005 "rule missing" (contract content.ts getRule), answered with HTTP 404. */
const RULE_MISSING = 5005;

/**
 * The rule dialog (spec core §2 Other overlays; activities §2): the rule text of an activity looked up by
 * its rule type; "rule missing" when there is none.
 */
export function RuleDialog({ ruleType, onClose }: { ruleType: string; onClose(): void }) {
  const { t } = useT('overlays');
  const lang = useLanguage();
  const rule = useQuery({
    queryKey: ['content', 'rule', ruleType, lang],
    queryFn: ({ signal }) => api(calls.getRule, { ruleType, lang }, { silent: true, signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const missing =
    rule.isError && isApiError(rule.error) && (rule.error.code === RULE_MISSING || rule.error.status === 404);
  return (
    <Dialog
      open
      title={rule.data?.title ?? t('overlays.rules')}
      onClose={onClose}
      actions={
        rule.isError && !missing ? (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button onClick={() => void rule.refetch()} data-autofocus>
              {t('state.retry')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} data-autofocus>
            {t('dialog.ok')}
          </Button>
        )
      }
    >
      <div className={styles.body} data-testid="rule-text">
        {rule.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : missing ? (
          <p className={styles.missing}>{t('overlays.ruleMissing')}</p>
        ) : rule.isError ? (
          <p className={styles.missing}>{t('state.loadErrorText')}</p>
        ) : (
          <p className={styles.text}>{rule.data?.content}</p>
        )}
      </div>
    </Dialog>
  );
}

export default RuleDialog;
