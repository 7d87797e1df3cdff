// Renders the app into the page once the language's messages and the opened
// page's chunk are in.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { LocaleTag } from '@content/locales';
import { site } from '@content/site';
import { pageAtPath } from '@/config/paths';
import type { Messages } from '@/lib/locale-loading';
import { storedTheme } from '@/lib/theme';
import { App } from './app';
import { AppProviders } from './app-providers';
import { pageModule } from './page-modules';
import { preloadPage } from './preloaded-pages';
import '@/styles/global.css';

export async function start(root: HTMLElement, locale: LocaleTag, messages: Messages): Promise<void> {
  // The hash router's path: `#/pages/classify/classify?Leixing=1` opens classify.
  const opened = pageAtPath(window.location.hash.slice(1).split('?')[0] || '/');
  // Waiting no longer than a page's loading view does: a slow chunk shows that view.
  if (opened) await preloadPage(pageModule(opened), site.timeouts.pageLoadDelayMs);
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
