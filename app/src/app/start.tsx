// Renders the app into the page once the language's messages are in.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LocaleTag } from '@content/locales';
import type { Messages } from '../lib/locale-loading';
import { storedTheme } from '../lib/theme';
import { App } from './app';
import { AppProviders } from './app-providers';
import '../styles/global.css';

export function start(root: HTMLElement, locale: LocaleTag, messages: Messages): void {
  const reactRoot = createRoot(root);
  // As a transition React renders in slices, yielding to the browser between
  // them: no long task blocks a tap while the first screen is built.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders locale={locale} messages={messages} theme={storedTheme()}>
          <App />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
