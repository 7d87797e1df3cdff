// Start-up: choose the language (SPEC §4), then fetch its compiled messages
// and the app's code at the same time, and render once the placeholder top
// bar has painted. If the messages cannot be loaded the app starts without
// them and logs why (SPEC §8), rather than not starting. This entry stays
// tiny so both requests leave early; the build preloads the app's chunk and
// links its one stylesheet from index.html (build-plugins/preload-app-start.ts
// and start-chunk.ts), which also styles index.html's placeholder top bar.
import { afterNextPaint } from './lib/after-next-paint';
import { fetchMessages, initialLocale, type Messages } from './lib/locale-loading';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const locale = initialLocale();
const messages = fetchMessages(locale).catch((error: unknown): Messages => {
  console.error('starting without translations:', error);
  return {};
});
// The build already fetches the app's chunks (modulepreload): only running them waits.
// Running the app's code is a long task: started earlier, it would hold back
// the first paint of index.html's placeholder top bar.
await new Promise<void>((resolve) => afterNextPaint(resolve, 100));
const [{ start }, loadedMessages] = await Promise.all([import('./app/start'), messages]);
await start(root, locale, loadedMessages);
