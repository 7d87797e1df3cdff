// The installable app against `lobbykit serve`: the install prompt on phones
// (Android and iOS user agents) is dismissed, stays away after a reload and
// comes back after 24 h (a controlled clock); the install steps match the
// platform (Android, iOS, desktop); after a first visit the service worker
// starts the app offline (the shell, the lobby and the offline notice), and
// never keeps an API answer; a new worker waiting shows the update prompt,
// whose Reload puts it in charge; Clear cache removes the worker, so its
// reload reaches the network; and the app runs under the build's
// Content-Security-Policy without one violation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { freshAccount, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const folder = '../build/screenshots';
const day = 86_400_000;
const start = new Date('2026-11-27T09:00:00Z').getTime();

const phones = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
} as const;

const steps = {
  android: 'Open your browser’s menu (⋮), then tap Install app or Add to Home screen.',
  ios: 'Tap Share, then Add to Home Screen.',
  desktop: 'Click the install icon in the address bar, or open the browser’s menu and choose Install.',
};

function phoneContext(browser: Browser, userAgent: string): Promise<BrowserContext> {
  return browser.newContext({
    userAgent,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: test.info().project.use.baseURL,
  });
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });

/** Resolves once a service worker controls the page, with its precache filled (it activates after installing). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

for (const platform of ['android', 'ios'] as const) {
  test(`the install prompt on an ${platform} phone: its steps, dismissed, away after a reload, back after 24 h`, async ({
    browser,
  }) => {
    const context = await phoneContext(browser, phones[platform]);
    const page = await context.newPage();
    await page.clock.install({ time: start });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();

    // Without the browser's own prompt, Install tells this phone's steps (Android was told the iPhone's).
    await banner(page).getByRole('button', { name: 'Install' }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup).toContainText(steps[platform]);
    if (platform === 'android') await expect(popup).not.toContainText('Tap Share');
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `${folder}/install-steps-${platform}.png` });
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    await banner(page).getByRole('button', { name: 'Not now' }).click();
    await expect(banner(page)).toBeHidden();
    const dismissedAt = Number(
      await page.evaluate(() => localStorage.getItem('lobbykit.installBannerDismissedAt')),
    );
    expect(dismissedAt).toBeGreaterThanOrEqual(start);
    await page.clock.setSystemTime(dismissedAt + day - 60_000);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    await page.clock.setSystemTime(dismissedAt + day);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await context.close();
  });
}

test('Chromium finds the app installable: the manifest parses, with its icons, and nothing is missing', async () => {
  // A profile on disk: Chromium never offers to install from an incognito one (a new context is).
  const profile = mkdtempSync(join(tmpdir(), 'lobbykit-install-'));
  const { launchOptions, baseURL } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await controlledByWorker(page);
    // Lighthouse 12 has no installability audit any more: this is Chromium's own check, the one behind its install prompt.
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      name: string;
      display: string;
      icons: { sizes: string }[];
    };
    expect(parsed.name).toBe('Lobbykit Casino');
    expect(parsed.display).toBe('standalone');
    expect(parsed.icons.map(({ sizes }) => sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const icon = await page.request.get(new URL(touchIcon ?? '', page.url()).href);
    expect(icon.headers()['content-type']).toBe('image/png');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a desktop browser’s Install app (side menu code 13) gives the address bar’s steps, or the browser’s prompt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(banner(page)).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Install app' }).click();
  const popup = page.getByRole('dialog', { name: 'Play on your computer' });
  await expect(popup).toContainText(steps.desktop);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/install-desktop.png` });
  await popup.getByRole('button', { name: 'Close' }).click();

  // Where the browser fires beforeinstallprompt, Install shows that prompt instead.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: number }).prompted = 1;
        return Promise.resolve();
      },
    });
    window.dispatchEvent(event);
  });
  await menu.getByRole('button', { name: 'Install app' }).click();
  await expect(popup).not.toContainText(steps.desktop);
  await popup.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});

test('after a first visit the app opens offline: the shell, the lobby and the offline notice; no API answer is kept', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  // A player signs up under the worker: every call goes to the network, and none is stored
  // (a GET to the API too, which a cache could hold).
  const calls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 200) calls.push(response.url());
  });
  await register(page, freshAccount('offline'));
  await page.evaluate(() => fetch('api/game/category').then((response) => response.text()));
  expect(calls.length).toBeGreaterThan(2);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.some((url) => url.includes('/assets/start-'))).toBe(true);
  expect(cached.some((url) => /\/i18n\/en\.[0-9a-f]+\.json/.test(url))).toBe(true);
  expect(cached.filter((url) => url.includes('/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Slots' }).first()).toBeVisible();
  await expect(main.getByRole('link').first()).toBeVisible();
  const notice = page
    .getByRole('status')
    .getByText('You’re offline. Some things won’t work until you reconnect.');
  await expect(notice).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/offline-home.png` });

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('a new service worker waiting shows the update prompt: Cancel keeps the page, Reload puts it in charge', async ({
  page,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  // A new worker for the same scope (the build's script under another address, so it is new to the browser).
  await page.evaluate(async (version) => {
    await navigator.serviceWorker.register(`sw.js?version=${version}`, { scope: './' });
  }, Date.now());
  const waiting = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
  const prompt = page.getByRole('dialog', { name: 'New version available' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt.getByRole('button', { name: 'Cancel' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();

  // The next start asks again; Reload makes the waiting worker the page's, then reloads once.
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  expect(await waiting()).toBe('installed');
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await controlledByWorker(page);
  // The waiting worker is now the active one: nothing waits, and the prompt is gone.
  await expect.poll(waiting).toBeNull();
  await page.waitForTimeout(1000);
  await expect(prompt).toHaveCount(0);
});

test('Clear cache (side menu code 666) removes the worker and its caches: the reload reaches the network, the player stays signed in', async ({
  page,
}) => {
  await register(page, freshAccount('clear'));
  await controlledByWorker(page);
  const token = await playerToken(page);
  /** Whether each main-frame navigation from now on was answered by the worker. */
  const fromWorker: boolean[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      fromWorker.push(response.fromServiceWorker());
  });
  // A plain reload is the worker's (its precached index.html): what Clear cache used to give too.
  await page.reload();
  expect(fromWorker).toEqual([true]);
  fromWorker.length = 0;

  const cleared = page.waitForURL(/\?t=\d+/);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Clear cache' })
    .click();
  await cleared;
  await expect(page.getByRole('banner')).toBeVisible();
  expect(fromWorker).toEqual([false]);
  expect(await playerToken(page)).toBe(token);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test('the app runs under the build’s Content-Security-Policy without a violation: home, a game, the wallet, a popup', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  const home = await page.goto('/');
  const policy = (await home?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  const headers = (await home?.allHeaders()) ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The worker's script is asked for again on every update check; an API answer is never stored.
  expect((await page.request.get('sw.js')).headers()['cache-control']).toBe('no-cache');
  const call = await page.request.post('api/game/category', { data: {} });
  expect(call.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await register(page, freshAccount('csp'));
  expect(await violations()).toEqual([]);

  await page.goto('/#/pages/GamesDetails/GamesDetails?id=fairway-fortune');
  await page.getByRole('button', { name: 'Try for free' }).click();
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible();
  await page.frameLocator('iframe').getByRole('button', { name: 'Spin' }).click();
  expect(await violations()).toEqual([]);

  await page.goto('/#/pages/Wallet/Wallet');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Install app' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Play on your computer' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('in Arabic, on a phone, the install banner, its steps and the offline notice read right to left', async ({
  browser,
}) => {
  const context = await phoneContext(browser, phones.android);
  await context.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').getByText('أنت غير متصل بالإنترنت', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${folder}/offline-home-ar.png` });
  await page.getByRole('complementary').getByRole('button', { name: 'تثبيت' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('افتح قائمة المتصفح');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/install-steps-android-ar.png` });
  await context.close();
});
