// index.html's skeleton (build-plugins/boot-skeleton.ts, styles/global.css
// .boot-*): what a player sees before the app's code has run, at both
// viewports. The app's scripts are refused to look at it alone.
import { expect, test, type Page } from '@playwright/test';

/** Opens a page of the site with none of the app's scripts (index.html's inline ones still run). */
async function openWithoutTheApp(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
}

type Box = { x: number; y: number; width: number; height: number };

const box = async (page: Page, selector: string): Promise<Box> => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};

/** Within half a pixel: the app's text lines have fractional heights. */
function expectSameBox(actual: Box, expected: Box) {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(actual[side], side).toBeCloseTo(expected[side], 0);
}

test("before the app's code runs, home shows the top bar and the first row's thumbnails over their colours", async ({
  page,
}) => {
  await openWithoutTheApp(page, '/');
  await expect(page.locator('.boot-bar')).toBeVisible();
  await expect(page.locator('.boot-bar .top-bar__logo')).toHaveText('Lobbykit');
  await expect(page.locator('.boot-bar__button')).toHaveCount(2);
  const thumbnails = page.locator('.boot-card__thumbnail');
  for (const index of [0, 1, 2]) await expect(thumbnails.nth(index)).toBeInViewport();
  // Each frame in its thumbnail's BlurHash colour, not one grey for all.
  const colours = await thumbnails.evaluateAll((frames) =>
    frames.slice(0, 3).map((frame) => getComputedStyle(frame).backgroundColor),
  );
  expect(new Set(colours).size).toBe(3);
  // And the thumbnails themselves, painted before any of the app's code has run.
  const images = page.locator('.boot-card__image');
  for (const index of [0, 1, 2])
    await expect
      .poll(() =>
        images.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
  await page.screenshot({ path: `../build/screenshots/boot-skeleton-${test.info().project.name}.png` });
});

test('another page gets the shell without home’s row, and fetches only its first screen’s thumbnails', async ({
  page,
}) => {
  const thumbnails: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/games/')) thumbnails.push(request.url());
  });
  await openWithoutTheApp(page, '/#/pages/AboutUs/AboutUs');
  await expect(page.locator('.boot-bar')).toBeVisible();
  await expect(page.locator('.boot-page')).toBeHidden();
  await page.waitForLoadState('load');
  // The three the HTML asks for at once (build-plugins/boot-skeleton.ts says why); no lazy one.
  expect(thumbnails).toHaveLength(3);
});

test("the app replaces the skeleton with its cards in the frames' places, shifting nothing", async ({
  page,
}) => {
  await openWithoutTheApp(page, '/');
  const frame = await box(page, '.boot-card__thumbnail');
  const frameBar = await box(page, '.boot-bar');
  await page.unrouteAll();

  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const firstImage = page.locator('.lobby-row .game-card img').first();
  await expect(firstImage).toHaveAttribute('data-loaded', 'true');
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  expectSameBox(await box(page, '.lobby-row .thumbnail'), frame);
  expectSameBox(await box(page, '.top-bar'), frameBar);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('an Arabic player’s skeleton is already right to left, and the app replaces it shifting nothing', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  await openWithoutTheApp(page, '/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const frameBar = await box(page, '.boot-bar');
  const toggle = await box(page, '.boot-bar__toggle');
  await page.screenshot({ path: `../build/screenshots/boot-skeleton-${test.info().project.name}-ar.png` });
  await page.unrouteAll();
  await page.goto('/');
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  expectSameBox(await box(page, '.top-bar'), frameBar);
  // The menu toggle starts the bar at the right in both.
  expect(Math.abs((await box(page, '.top-bar__toggle')).x - toggle.x)).toBeLessThan(8);
});

test('in the 24 h after the install banner was dismissed, the skeleton keeps no place for it', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('lobbykit.installBannerDismissedAt', String(Date.now() - 3_600_000)),
  );
  await openWithoutTheApp(page, '/');
  await expect(page.locator('.boot-banner')).toBeHidden();
  const frameBar = await box(page, '.boot-bar');
  expect(frameBar.y).toBe(0);
  await page.unrouteAll();
  await page.goto('/');
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  expectSameBox(await box(page, '.top-bar'), frameBar);
});
