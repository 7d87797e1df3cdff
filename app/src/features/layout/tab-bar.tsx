// The bottom tab bar of the four tab pages, on narrow screens only.
import type { PlainMessageKey } from '@/lib/message-keys';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useMessage } from '@/components/use-message';
import { pagePath, tabPages } from '@/config/paths';
import { GiftIcon, HomeIcon, ShareIcon, UserIcon } from './icons';
import './tab-bar.css';

const tabs: Record<(typeof tabPages)[number], { labelKey: PlainMessageKey; icon: ReactNode }> = {
  index: { labelKey: 'nav.home', icon: <HomeIcon /> },
  Bonus: { labelKey: 'nav.promotions', icon: <GiftIcon /> },
  Referandearn: { labelKey: 'nav.referAndEarn', icon: <ShareIcon /> },
  Account: { labelKey: 'nav.account', icon: <UserIcon /> },
};

export function TabBar() {
  const t = useMessage();
  return (
    <nav className="tab-bar" aria-label={t('nav.label')}>
      {tabPages.map((name) => (
        <NavLink key={name} to={pagePath(name)} end className="tab-bar__tab">
          {tabs[name].icon}
          <span>{t(tabs[name].labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
