// renderApp: render a component with every provider of the app (intl with the
// locale's compiled messages, theme, router, session), as a player would see it.
//
//   const { user } = renderApp(<AppRoutes />, { route: '/pages/Wallet/Wallet', locale: 'ar' });
//   await user.click(screen.getByRole('button', { name: 'Sign in' }));
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { defaultThemeName, type ThemeName } from '@content/themes';
import type { LocaleTag } from '@content/locales';
import { AppProviders } from '@/app/app-providers';
import { closeAuthDialog } from '@/lib/auth-dialog';
import { localeFile, type Messages, type MessagesFile } from '@/lib/locale-loading';
import { forgetOpenGame } from '@/lib/game-session';
import { forgetChosenCurrency } from '@/lib/money/chosen-currency';
import { forgetCurrencyList } from '@/lib/money/currency-list';
import { forgetWelcomePacket } from '@/lib/money/deposit-bonus';
import { closeRewardPopup } from '@/lib/rewards/reward-popup';
import { forgetRewards } from '@/lib/rewards/rewards-store';
import { resetSession, updateSession, type Session } from '@/lib/session-store';

// Every locale's messages, read synchronously from build/generated/i18n.
const messageFiles = import.meta.glob<MessagesFile>('@content/i18n/*.json', {
  eager: true,
  import: 'default',
});

/** The compiled messages of a locale, as the app would fetch them. */
export function testMessages(tag: LocaleTag): Messages {
  const file = localeFile(tag).file;
  const found = Object.entries(messageFiles).find(([path]) => path.endsWith(`/${file}`));
  if (!found) throw new Error(`no ${file} in build/generated: run lobbykit build first`);
  return found[1].messages;
}

export interface RenderAppOptions {
  /** The language to render in; default en. */
  readonly locale?: LocaleTag;
  /** The hash route the router starts at, e.g. '/pages/classify/classify?Leixing=1&index=0'; default '/'. */
  readonly route?: string;
  readonly theme?: ThemeName;
  /** Session fields to start with (a visitor's empty session otherwise), e.g. { token: 't' }. */
  readonly session?: Partial<Session>;
}

export function renderApp(
  ui: ReactElement,
  { locale = 'en', route = '/', theme = defaultThemeName, session = {} }: RenderAppOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  resetSession();
  forgetCurrencyList();
  forgetChosenCurrency();
  forgetWelcomePacket();
  forgetRewards();
  closeRewardPopup();
  forgetOpenGame();
  closeAuthDialog();
  updateSession(session);
  const user = userEvent.setup();
  const result = render(
    <AppProviders
      locale={locale}
      messages={testMessages(locale)}
      theme={theme}
      loadMessages={(tag) => Promise.resolve(testMessages(tag))}
    >
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, user };
}
