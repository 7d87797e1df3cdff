// The app against the real sandbox server: `npx playwright test -c e2e/sandbox.playwright.config.ts`
// after `npx vite build`. `lobbykit serve` serves app/dist, the calls and the
// socket on one port, from a fresh database seeded with the demo logins. The
// binary is build/debug's (built by `./kit test`) unless LOBBYKIT_BIN names
// another, and the site app/dist unless LOBBYKIT_SANDBOX_SITE names another. One worker: the tests share the server's players; the money specs run at both viewports.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const port = Number(process.env.LOBBYKIT_SANDBOX_PORT ?? 4181);
const appFolder = fileURLToPath(new URL('..', import.meta.url));
const lobbykit = process.env.LOBBYKIT_BIN ?? '../build/debug/tools/lobbykit';
const site = process.env.LOBBYKIT_SANDBOX_SITE ?? 'dist';
const database = '../build/sandbox-e2e.db';
const adminToken = 'sandbox-e2e-admin-token';
// The Telegram bot token the sandbox verifies Mini App initData with; the Telegram spec signs its initData with it.
const telegramBotToken = '7000000001:sandbox-e2e-telegram-bot-token';
process.env.LOBBYKIT_SANDBOX_E2E = '1';
// The specs read the server's address and admin token from here; the main config leaves them unset.
process.env.LOBBYKIT_SANDBOX_URL = `http://127.0.0.1:${port}`;
process.env.LOBBYKIT_SANDBOX_ADMIN_TOKEN = adminToken;
process.env.LOBBYKIT_SANDBOX_TELEGRAM_BOT_TOKEN = telegramBotToken;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'sandbox*.spec.ts',
  fullyParallel: false,
  workers: 1,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.LOBBYKIT_E2E_REPORT ?? '../../build/playwright-sandbox.json' }],
  ],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}/` },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // The money, account, rewards and refer-and-earn pages, the Telegram sheet, maintenance and
    // tracking are also walked through on a phone (each spec signs up its own players).
    {
      name: 'phone',
      testMatch:
        /sandbox-(money|account|rewards|refer|mail).*\.spec\.ts|sandbox-(telegram|maintenance|tracking)\.spec\.ts/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command:
      `rm -f ${database} && ${lobbykit} --root .. serve --port ${port} --db ${database} --site ${site} ` +
      `--catalogue ../build/generated/catalogue.json --admin-token ${adminToken} --telegram-bot-token ${telegramBotToken}`,
    cwd: appFolder,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
