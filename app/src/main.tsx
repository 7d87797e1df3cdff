// Start-up: take a Telegram Mini App's launch data out of the URL's fragment
// (the hash router owns it), choose the language (SPEC §4), then fetch its
// compiled messages and the app's code at the same time, and render once the
// placeholder top bar has painted. If the messages cannot be loaded the app
// starts in English, bundled with the build as its own chunk, and logs why
// (SPEC §8), rather than not starting or showing message ids. This entry
// stays tiny so both requests leave early; the build preloads the app's chunk
// and links its one stylesheet from index.html
// (build-plugins/preload-app-start.ts and start-chunk.ts), which also styles
// index.html's placeholder top bar.
import { afterNextPaint } from './lib/after-next-paint';
import { initialLocale, startupMessages } from './lib/locale-loading';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Only a Telegram launch loads the module that reads it (awaited before the router starts).
const telegramLaunch = window.location.hash.includes('tgWebApp')
  ? import('./lib/telegram-launch').then(({ takeTelegramLaunch }) => takeTelegramLaunch())
  : null;
const messages = startupMessages(initialLocale());
// The build already fetches the app's chunks (modulepreload): only running them waits.
// Running the app's code is a long task: started earlier, it would hold back
// the first paint of index.html's placeholder top bar.
await new Promise<void>((resolve) => afterNextPaint(resolve, 100));
const [{ start }, loaded] = await Promise.all([import('./app/start'), messages, telegramLaunch]);
await start(root, loaded.locale, loaded.messages);
