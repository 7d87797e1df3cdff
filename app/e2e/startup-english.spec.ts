// SPEC §8's start-up failure: when the chosen language's messages cannot be
// fetched, the app starts in English bundled with the build (a chunk of its
// own), never with raw message ids such as `topBar.signIn`.
import { expect, test } from '@playwright/test';

test('a failed messages fetch starts the app in English, not message ids', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The player chose German; its file (and every other) cannot be fetched.
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'de'));
  await page.route('**/i18n/*.json', (route) => route.abort('failed'));
  const englishChunk = page.waitForRequest((request) =>
    /\/assets\/en\.[0-9a-f]+-[\w-]+\.js$/.test(request.url()),
  );
  await page.goto('/');
  await englishChunk;
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(topBar.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('topBar.signIn')).toHaveCount(0);
  // The failure is logged (SPEC §8), and the player's choice is kept for the next visit.
  expect(errors.some((error) => error.includes('starting in English'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('lobbykit.language'))).toBe('de');
  await page.screenshot({ path: `../build/screenshots/startup-english-${test.info().project.name}.png` });
});

test('the English fallback is not fetched when the messages load', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The bundled English is its own chunk (assets/en.<hash>-<hash>.js), fetched only on failure.
  expect(scripts.filter((path) => /\/assets\/en\.[0-9a-f]+-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(scripts.filter((path) => /\/i18n\/en\.[0-9a-f]+\.json$/.test(path))).toHaveLength(1);
});
