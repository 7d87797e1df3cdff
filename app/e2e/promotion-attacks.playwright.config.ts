// A promotion written to attack the page (e2e/promotion-attacks/attacks.yaml),
// built into a site of its own by the real toolchain and app build
// (e2e/promotion-attacks/build-site.sh), opened at both viewports:
// `npx playwright test -c e2e/promotion-attacks.playwright.config.ts`.
// lobbykit is build/debug's unless LOBBYKIT_BIN names another.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const port = Number(process.env.LOBBYKIT_ATTACKS_PORT ?? 4183);
// The spec runs only under this config, which builds its site.
process.env.LOBBYKIT_ATTACKS_E2E = '1';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'promotion-attacks.spec.ts',
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.LOBBYKIT_E2E_REPORT ?? '../../build/playwright-promotion-attacks.json' },
    ],
  ],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}/` },
  webServer: {
    command: `sh e2e/promotion-attacks/build-site.sh ${port}`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
