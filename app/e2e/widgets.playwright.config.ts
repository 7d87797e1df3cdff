// The widget gallery's browser tests: `npx playwright test -c e2e/widgets.playwright.config.ts`.
// The gallery route exists only in development builds, so this builds one into
// build/gallery-dist and previews it on its own port; the main config's production
// preview skips gallery*.spec.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const port = Number(process.env.LOBBYKIT_GALLERY_PORT ?? 4179);
const appFolder = fileURLToPath(new URL('..', import.meta.url));
const outDir = '../build/gallery-dist';
process.env.LOBBYKIT_GALLERY_E2E = '1';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'gallery*.spec.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.LOBBYKIT_E2E_REPORT ?? '../../build/playwright-gallery.json' }],
  ],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}/` },
  webServer: {
    command:
      `NODE_ENV=development npx vite build --mode development --outDir ${outDir} --emptyOutDir && ` +
      `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    cwd: appFolder,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
