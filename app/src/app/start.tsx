// Renders the app into the page once the language's messages are in.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LocaleTag } from '@content/locales';
import type { Messages } from '../lib/locale-loading';
import { storedTheme } from '../lib/theme';
import { App } from './app';
import { AppProviders } from './app-providers';

export function start(root: HTMLElement, locale: LocaleTag, messages: Messages): void {
  createRoot(root).render(
    <StrictMode>
      <AppProviders locale={locale} messages={messages} theme={storedTheme()}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
}
