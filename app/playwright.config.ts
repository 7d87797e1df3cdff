import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser: its headless shell, the
// browser Playwright itself runs headless tests in (the sandbox specs took
// 23% less time than in the full browser's headless mode). CHROMIUM names
// another, /usr/bin/chromium say. The flags keep it off the network: this
// machine has none, and Chromium would otherwise keep trying.
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const port = Number(process.env.LOBBYKIT_E2E_PORT ?? 4174);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.LOBBYKIT_E2E_REPORT ?? '../build/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: chromiumFlags,
    },
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
