// Start-up: choose the language (SPEC §4), then fetch its compiled messages
// and the app's code at the same time, and render. If the messages cannot be
// loaded the app starts without them and logs why (SPEC §8), rather than not
// starting. This entry stays tiny so both requests leave early; the build
// preloads the app's chunk and links its one stylesheet from index.html
// (vite.config.ts), which also styles index.html's placeholder top bar.
import { fetchMessages, initialLocale, type Messages } from './lib/locale-loading';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const locale = initialLocale();
const [{ start }, messages] = await Promise.all([
  import('./app/start'),
  fetchMessages(locale).catch((error: unknown): Messages => {
    console.error('starting without translations:', error);
    return {};
  }),
]);
start(root, locale, messages);
