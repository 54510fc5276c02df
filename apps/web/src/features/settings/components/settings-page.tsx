import { formatMobile } from '@sika/domain';
import { type ReactNode, useSyncExternalStore } from 'react';
import { changeLanguage, useT } from '../../../i18n/index.ts';
import { type Language, languageNames, languages } from '../../../i18n/languages.ts';
import { useMarket } from '../../../lib/app-info.ts';
import {
  dataSaverChoices,
  setDataSaverChoice,
  useDataSaver,
  useDataSaverChoice,
} from '../../../lib/data-saver.ts';
import { Link } from '../../../lib/router/index.ts';
import { useProfile } from '../../../lib/session/index.ts';
import { applyTheme, currentTheme, subscribeTheme, themeNames } from '../../../themes/theme.ts';
import {
  AlertIcon,
  ChevronIcon,
  ClockIcon,
  GlobeIcon,
  LockIcon,
  MeIcon,
  PhoneIcon,
  ShieldIcon,
} from '../../../ui/icons/core.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';
import settingsList from '../../../ui/settings-list.module.css';
import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from './settings.module.css';

/** Where the change-mobile page returns to, and the (untranslated, unused) title slot of its route. */
const CHANGE_MOBILE_PATH = `/account/mobile/${encodeURIComponent('/me/settings')}/mobile`;

/**
 * /me/settings (spec core §2): language and theme, password and mobile, identity details, self-exclusion,
 * licence and the player-facing policies.
 */
export default function SettingsPage() {
  const { t } = useT('settings');
  return (
    <>
      <PageHeader title={t('routes.me-settings')} />
      <Page>
        <div className={settingsList.stack}>
          <Preferences />
          <Section title={t('settings.account')}>
            <Row to="/password/modify" icon={<LockIcon />} label={t('settings.changePassword')} />
            <MobileRow />
            <Row to="/me/settings/kyc" icon={<MeIcon />} label={t('settings.kyc')} />
          </Section>
          <Section title={t('settings.responsible')}>
            <Row
              to="/me/settings/limits"
              icon={<ShieldIcon />}
              label={t('settings.limits')}
              hint={t('settings.limitsHint')}
            />
            <Row
              to="/me/settings/reality-check"
              icon={<AlertIcon />}
              label={t('settings.realityCheck')}
              hint={t('settings.realityCheckHint')}
            />
            <Row
              to="/me/settings/time-out"
              icon={<ClockIcon />}
              label={t('settings.timeOut')}
              hint={t('settings.timeOutHint')}
            />
            <Row
              to="/me/settings/exclusion"
              icon={<ClockIcon />}
              label={t('settings.exclusion')}
              hint={t('settings.exclusionHint')}
            />
            <Row
              to="/me/settings/responsible-gaming"
              icon={<ShieldIcon />}
              label={t('settings.responsibleGaming')}
            />
          </Section>
          <Section title={t('settings.about')}>
            <Row to="/me/settings/license" label={t('settings.licence')} />
            <Row to="/pages/h5/3004" label={t('settings.terms')} />
            <Row to="/pages/h5/3005" label={t('settings.privacy')} />
            <Row to="/pages/h5/3002" label={t('settings.aboutUs')} />
            <Row to="/supports" label={t('settings.contact')} />
            <Row to="/me/faq" label={t('settings.faq')} />
          </Section>
        </div>
      </Page>
    </>
  );
}

function Preferences() {
  const { t, language: appLanguage } = useT('settings');
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, currentTheme);
  const saverChoice = useDataSaverChoice();
  const saverOn = useDataSaver();
  return (
    <Section title={t('settings.display')} icon={<GlobeIcon />}>
      <fieldset className={styles.choice}>
        <legend className={styles.choiceLegend}>{t('settings.language')}</legend>
        <div className={styles.segments}>
          {languages.map((language: Language) => (
            <label key={language} className={styles.segment}>
              <input
                type="radio"
                name="language"
                value={language}
                checked={appLanguage === language}
                onChange={() => void changeLanguage(language)}
              />
              <span lang={language}>{languageNames[language]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.choice}>
        <legend className={styles.choiceLegend}>{t('settings.theme')}</legend>
        <div className={styles.segments}>
          {themeNames.map((name) => (
            <label key={name} className={styles.segment}>
              <input
                type="radio"
                name="theme"
                value={name}
                checked={theme === name}
                onChange={() => applyTheme(name, true)}
              />
              <span className={styles.swatch} data-swatch={name} aria-hidden="true" />
              <span>{t(`settings.themes.${name}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.choice} data-testid="data-saver">
        <legend className={styles.choiceLegend}>{t('settings.dataSaver')}</legend>
        <div className={styles.segments}>
          {dataSaverChoices.map((choice) => (
            <label key={choice} className={styles.segment}>
              <input
                type="radio"
                name="dataSaver"
                value={choice}
                checked={saverChoice === choice}
                onChange={() => setDataSaverChoice(choice)}
              />
              <span>{t(`settings.dataSaverChoices.${choice}`)}</span>
            </label>
          ))}
        </div>
        <p className={styles.choiceHint}>
          {t(saverOn ? 'settings.dataSaverIsOn' : 'settings.dataSaverIsOff')} {t('settings.dataSaverHint')}
        </p>
      </fieldset>
    </Section>
  );
}

/** The login mobile can be changed once (spec core §5): the row says whether that is still possible. */
function MobileRow() {
  const { t } = useT('settings');
  const profile = useProfile();
  const market = useMarket();
  if (profile.isPending) {
    return (
      <div className={settingsList.row}>
        <Skeleton height="0.5rem" />
      </div>
    );
  }
  const changeable = profile.data?.mobileChangeable ?? false;
  const raw = profile.data?.mobile ?? '';
  const mobile = market ? formatMobile(market, raw) : raw;
  if (!changeable) {
    return (
      <div className={settingsList.row} data-testid="settings-mobile">
        <span className={settingsList.rowIcon}>
          <PhoneIcon />
        </span>
        <span className={styles.rowText}>
          <span className={styles.rowLabel}>{t('settings.changeMobile')}</span>
          <span className={styles.rowHint}>{t('settings.mobileUsed', { mobile })}</span>
        </span>
      </div>
    );
  }
  return (
    <Row
      to={CHANGE_MOBILE_PATH}
      icon={<PhoneIcon />}
      label={t('settings.changeMobile')}
      hint={t('settings.mobileOnce', { mobile })}
      testId="settings-mobile"
    />
  );
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className={settingsList.section}>
      <h2 className={settingsList.sectionTitle}>
        {icon}
        {title}
      </h2>
      <div className={settingsList.card}>{children}</div>
    </section>
  );
}

function Row({
  to,
  icon,
  label,
  hint,
  testId,
}: {
  to: string;
  icon?: ReactNode;
  label: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <Link to={to} className={`${settingsList.row} ${settingsList.link}`} data-testid={testId}>
      {icon && <span className={settingsList.rowIcon}>{icon}</span>}
      <span className={styles.rowText}>
        <span className={styles.rowLabel}>{label}</span>
        {hint && <span className={styles.rowHint}>{hint}</span>}
      </span>
      <ChevronIcon className={settingsList.chevron} />
    </Link>
  );
}
