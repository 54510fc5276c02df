import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useSupports } from '../../../lib/content/index.ts';
import { Link } from '../../../lib/router/index.ts';
import {
  AlertIcon,
  ChevronIcon,
  ClockIcon,
  LockIcon,
  PhoneIcon,
  ShieldIcon,
} from '../../../ui/icons/core.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import settingsList from '../../../ui/settings-list.module.css';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './responsible-gaming.module.css';

/**
 * /me/settings/responsible-gaming (issue 19): the player's tools in one place (limits, reality checks,
 * time-out, self-exclusion), where to get help (the operator's help lines, option 4091), and the full
 * policy (h5 page 3006). Open to visitors: help must not sit behind a login.
 */
export default function ResponsibleGamingPage() {
  const { t } = useT('settings');
  return (
    <>
      <PageHeader title={t('routes.me-settings-responsible-gaming')} />
      <Page>
        <div className={settingsList.stack} data-testid="rg-page">
          <p className={styles.intro}>{t('rg.pageIntro')}</p>
          <section className={settingsList.section} aria-labelledby="rg-tools">
            <h2 id="rg-tools" className={settingsList.sectionTitle}>
              {t('rg.tools')}
            </h2>
            <div className={settingsList.card}>
              <ToolRow to="/me/settings/limits" icon={<ShieldIcon />} label={t('settings.limits')} />
              <ToolRow
                to="/me/settings/reality-check"
                icon={<AlertIcon />}
                label={t('settings.realityCheck')}
              />
              <ToolRow to="/me/settings/time-out" icon={<ClockIcon />} label={t('settings.timeOut')} />
              <ToolRow to="/me/settings/exclusion" icon={<LockIcon />} label={t('settings.exclusion')} />
            </div>
          </section>
          <HelpLines />
          <p className={styles.note}>
            {t('rg.adultsOnly')}{' '}
            <Link to="/pages/h5/3006" className={settingsList.link}>
              {t('rg.policy')}
            </Link>
          </p>
        </div>
      </Page>
    </>
  );
}

function ToolRow({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Link to={to} className={`${settingsList.row} ${settingsList.link}`}>
      <span className={settingsList.rowIcon}>{icon}</span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{label}</span>
      </span>
      <ChevronIcon className={settingsList.chevron} />
    </Link>
  );
}

/** The operator's help lines: a web page opens in a new tab, a `tel:` number dials. */
function HelpLines() {
  const { t } = useT('settings');
  const supports = useSupports();
  const lines = supports.data?.helpLines ?? [];
  return (
    <section className={settingsList.section} aria-labelledby="rg-help">
      <h2 id="rg-help" className={settingsList.sectionTitle}>
        {t('rg.help')}
      </h2>
      <p className={styles.note}>{t('rg.helpText')}</p>
      <div className={settingsList.card} data-testid="rg-help-lines">
        {supports.isPending && (
          <div className={settingsList.row}>
            <Skeleton height="0.5rem" />
          </div>
        )}
        {lines.map((line) => {
          const phone = line.url.startsWith('tel:');
          return (
            <a
              key={`${line.name}|${line.url}`}
              href={line.url}
              className={`${settingsList.row} ${settingsList.link}`}
              {...(phone ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <span className={settingsList.rowIcon}>{phone ? <PhoneIcon /> : <ShieldIcon />}</span>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{line.name}</span>
                <span className={styles.rowHint}>{phone ? line.url.slice(4) : hostOf(line.url)}</span>
              </span>
              <ChevronIcon className={settingsList.chevron} />
            </a>
          );
        })}
        <Link to="/supports" className={`${settingsList.row} ${settingsList.link}`}>
          <span className={settingsList.rowIcon}>
            <PhoneIcon />
          </span>
          <span className={styles.rowText}>
            <span className={styles.rowTitle}>{t('rg.talkToUs')}</span>
          </span>
          <ChevronIcon className={settingsList.chevron} />
        </Link>
      </div>
    </section>
  );
}

/** "www.gamblersanonymous.org": where a link leads, shown under its name (an unreadable URL shows as is). */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
