import type { ComponentType } from 'react';
import { useT } from '../i18n/index.ts';
import type { TabName } from '../i18n/messages.ts';
import { NavLink } from '../lib/router/index.ts';
import { DepositIcon, HomeIcon, MeIcon, PromotionIcon, WithdrawIcon } from '../ui/icons/core.tsx';
import styles from './tab-bar.module.css';

const tabs: { to: string; name: TabName; Icon: ComponentType<{ className?: string }> }[] = [
  { to: '/home', name: 'home', Icon: HomeIcon },
  { to: '/deposit', name: 'deposit', Icon: DepositIcon },
  { to: '/promotion', name: 'promotion', Icon: PromotionIcon },
  { to: '/withdraw', name: 'withdraw', Icon: WithdrawIcon },
  { to: '/me', name: 'me', Icon: MeIcon },
];

/** The five tabs of the shell (spec core §2 Main shell). */
export function TabBar() {
  const { t } = useT();
  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      {tabs.map(({ to, name, Icon }) => (
        <NavLink
          key={to}
          to={to}
          replace
          className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
        >
          <Icon className={styles.icon} />
          <span className={styles.label}>{t(`tabs.${name}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
