// Start-up: choose the language (SPEC §4), fetch its compiled messages, then
// render. If the messages cannot be loaded the app starts without them and
// logs why (SPEC §8), rather than not starting.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppProviders } from './app/app-providers';
import { fetchMessages, initialLocale, type Messages } from './lib/locale';
import { storedTheme } from './lib/theme';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const locale = initialLocale();
const messages: Messages = await fetchMessages(locale).catch((error: unknown) => {
  console.error('starting without translations:', error);
  return {};
});

createRoot(root).render(
  <StrictMode>
    <AppProviders locale={locale} messages={messages} theme={storedTheme()}>
      <App />
    </AppProviders>
  </StrictMode>,
);
