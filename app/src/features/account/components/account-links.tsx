// The Account tab's way to every other page, in groups: the player's own
// pages (as the avatar menu lists them), the histories, then help and more.
// A visitor sees only what needs no account (VIP Club, FAQ, About us, live
// support); live support hides on the platforms SPEC §9 names.
import { useId } from 'react';
import { Link } from 'react-router';
import { useMessage } from '@/components/use-message';
import { avatarMenuPages, type AccountPageEntry } from '@/config/account-pages';
import { pagePath } from '@/config/paths';
import { showsLiveSupport } from '@/lib/live-support';
import type { PlainMessageKey } from '@/lib/message-keys';

const ownPages = avatarMenuPages.filter(({ page }) => page !== 'GamingHistory' && page !== 'Transaction');
const histories = avatarMenuPages.filter(({ page }) => page === 'GamingHistory' || page === 'Transaction');

export interface AccountLinksProps {
  readonly signedIn: boolean;
  readonly platformId: number | null;
}

export function AccountLinks({ signedIn, platformId }: AccountLinksProps) {
  const more: AccountPageEntry[] = [
    ...(signedIn ? [{ page: 'Notification', labelKey: 'page.notification' } as const] : []),
    { page: 'VipClubsNew', labelKey: 'sideMenu.vipClub' },
    { page: 'FrequentlyAskedQuestions', labelKey: 'page.faq' },
    { page: 'AboutUs', labelKey: 'page.aboutUs' },
    ...(showsLiveSupport(platformId)
      ? [{ page: 'chatWebview', labelKey: 'sideMenu.liveSupport' } as const]
      : []),
  ];
  return (
    <>
      {signedIn && <LinkGroup titleKey="account.tab.myAccount" entries={ownPages} />}
      {signedIn && <LinkGroup titleKey="account.tab.history" entries={histories} />}
      <LinkGroup titleKey="account.tab.more" entries={more} />
    </>
  );
}

function LinkGroup({
  titleKey,
  entries,
}: {
  titleKey: PlainMessageKey;
  entries: readonly AccountPageEntry[];
}) {
  const t = useMessage();
  const titleId = useId();
  return (
    <section className="account-page__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-page__heading">
        {t(titleKey)}
      </h2>
      <ul className="account-links">
        {entries.map(({ page, labelKey }) => (
          <li key={page}>
            <Link className="account-links__link" to={pagePath(page)}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
