// Every provider the app needs above its routes, in one place: main.tsx and
// the test harness (testing/render-app.tsx) both use it.
import type { ReactNode } from 'react';
import type { LocaleTag } from '@content/locales';
import type { ThemeName } from '@content/themes';
import { LocaleProvider } from '@/lib/locale';
import type { Messages } from '@/lib/locale-loading';
import { ThemeProvider } from '@/lib/theme';

export interface AppProvidersProps {
  readonly locale: LocaleTag;
  readonly messages: Messages;
  readonly theme: ThemeName;
  readonly loadMessages?: (tag: LocaleTag) => Promise<Messages>;
  readonly children: ReactNode;
}

export function AppProviders({ locale, messages, theme, loadMessages, children }: AppProvidersProps) {
  return (
    <ThemeProvider initialTheme={theme}>
      <LocaleProvider
        initialLocale={locale}
        initialMessages={messages}
        {...(loadMessages ? { loadMessages } : {})}
      >
        {children}
      </LocaleProvider>
    </ThemeProvider>
  );
}
