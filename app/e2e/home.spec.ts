import { expect, test } from '@playwright/test';
import { blockingViolations } from './axe';

test('home loads in the browser without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('the start-up code arrives as one script chunk and one stylesheet', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/#/pages/AboutUs/AboutUs');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // build-plugins/start-chunk.ts: everything start imports statically, in one chunk.
  const startScripts = requested.filter((path) => /\/assets\/start-[\w-]+\.js$/.test(path));
  const stylesheets = requested.filter((path) => path.endsWith('.css'));
  expect(startScripts.length).toBeGreaterThanOrEqual(1);
  expect(stylesheets.filter((path) => /\/assets\/start-[\w-]+\.css$/.test(path))).toHaveLength(1);
  // Any other stylesheet comes with a lazily loaded chunk (the page's, what the shell
  // mounts after start), never from index.html.
  const html = await (await page.request.get('/')).text();
  expect([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]).toHaveLength(1);
});

test('the entry script waits for the small boot chunk only, so the messages fetch starts while the app’s code downloads', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module"[^>]*src="\.\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const code = await (await request.get(`/${entry}`)).text();
  // build-plugins/start-chunk.ts: what main.tsx imports statically is the boot chunk.
  const imports = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)].map(
    (match) => match[1],
  );
  expect(imports.length).toBeGreaterThan(0);
  expect(imports.filter((file) => !/^(boot|rolldown-runtime)-[\w-]+\.js$/.test(file ?? ''))).toEqual([]);
  const boot = imports.find((file) => file?.startsWith('boot-'));
  expect((await (await request.get(`/assets/${boot}`)).body()).length).toBeLessThan(20_000);
});

test('home has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the sign-in popup has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
