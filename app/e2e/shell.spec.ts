// The shell in a real browser at the phone (390x844) and desktop (1280x800) viewports.
import { expect, test, type Page } from '@playwright/test';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Waits for the app to replace index.html's placeholder (the top bar's toggle is its first control). */
async function appReady(page: Page) {
  await expect(page.getByRole('banner').getByRole('button').first()).toBeVisible();
}

/** Opens the side menu when it is a closed drawer (narrow screens). */
async function showMenu(page: Page) {
  await appReady(page);
  if (!(await menu(page).isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page)).toBeVisible();
}

test('the top bar is 60 px high', async ({ page }) => {
  await page.goto('/');
  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('button', { name: /menu/ })).toBeVisible();
  const box = await topBar.boundingBox();
  expect(box?.height).toBe(60);
});

test('the sidebar is 232 px wide at 800 px and absent at 799 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/');
  await expect(menu(page)).toBeVisible();
  expect((await menu(page).boundingBox())?.width).toBe(232);
  await page.setViewportSize({ width: 799, height: 800 });
  await expect(menu(page)).toBeHidden();
});

test('the menu toggle turns its icon 180 degrees when open', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: /menu/ });
  const wasOpen = (await toggle.getAttribute('aria-expanded')) === 'true';
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', String(!wasOpen));
  const open = wasOpen
    ? page.getByRole('button', { name: 'Open menu' })
    : page.getByRole('button', { name: 'Close menu' });
  if (wasOpen) await open.click();
  await expect(page.getByRole('button', { name: 'Close menu' }).locator('svg')).toHaveCSS(
    'transform',
    'matrix(-1, 0, 0, -1, 0, 0)',
  );
});

test('the category list shows counts and opens classify with Leixing=1 and the category', async ({
  page,
}) => {
  await page.goto('/');
  await showMenu(page);
  const fold = menu(page).getByRole('button', { name: /Game categories/ });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await fold.click();
  await expect(menu(page).getByRole('button', { name: 'Slots 21 games' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: /Lobby/ })).toHaveCount(0);
  await menu(page).getByRole('button', { name: 'Sports 15 games' }).click();
  await expect(page).toHaveURL(/#\/pages\/classify\/classify\?Leixing=1&index=0&category=sports$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sports');
  expect(await page.evaluate(() => localStorage.getItem('lobbykit.category'))).toBe('sports');
});

test('Hot games opens classify with Leixing=3', async ({ page }) => {
  await page.goto('/');
  await showMenu(page);
  await menu(page).getByRole('button', { name: 'Hot games' }).click();
  await expect(page).toHaveURL(/#\/pages\/classify\/classify\?Leixing=3&index=0$/);
});

test('a visitor choosing a guarded entry gets the sign-in popup, and Escape returns focus', async ({
  page,
}) => {
  await page.goto('/');
  await showMenu(page);
  const favorites = menu(page).getByRole('button', { name: 'Favorites' });
  await favorites.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/myfavoriteList/);
  // The dialog (its code loaded on first use) handles Escape from the effect that puts the focus
  // in it, after it shows: a key pressed as it appears would be lost (seen on a slow CPU).
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(favorites).toBeFocused();
});

test('the chosen theme survives a reload', async ({ page }) => {
  await page.goto('/');
  const settings = page.getByRole('button', { name: 'Settings', exact: true });
  await appReady(page);
  if (await settings.isVisible()) {
    await settings.click();
  } else {
    await showMenu(page);
    await menu(page).getByRole('button', { name: 'Language & settings' }).click();
  }
  await page.getByLabel('Theme').selectOption('greenTheme');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'greenTheme');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'greenTheme');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(10, 36, 23)');
});

test('Arabic is laid out right to left, the sidebar on the right', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The names are in Arabic here: the menu is found by its place, the toggle by its state.
  const sideMenu = page.locator('nav.side-menu');
  await appReady(page);
  if (!(await sideMenu.isVisible()))
    await page.locator('button[aria-expanded="false"][aria-controls]').first().click();
  await expect(sideMenu).toBeVisible();
  const box = await sideMenu.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && Math.round(box.x + box.width)).toBe(width);
  if (testInfo.project.name === 'desktop') expect(box?.width).toBe(232);
});

test('a fast page never shows the loading view', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('main .status-view [role="status"]'))
        document.body.dataset.sawLoading = 'yes';
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.goto('/#/pages/AboutUs/AboutUs');
  await expect(page.getByRole('main').getByRole('heading', { name: 'About us' })).toBeVisible();
  await page.waitForTimeout(1200);
  expect(await page.evaluate(() => document.body.dataset.sawLoading)).toBeUndefined();
});

test('a chunk that fails to load shows the error view naming the chunk', async ({ page }) => {
  await page.route(/about-page-[^/]*\.js$/, (route) => route.abort('failed'));
  await page.goto('/#/pages/AboutUs/AboutUs');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Part of the app could not load (AboutUs)');
  await expect(alert.getByRole('button', { name: 'Reload page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown route shows not found with a way home', async ({ page }) => {
  await page.goto('/#/pages/Nowhere/Nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Home' })).toBeVisible();
});

test('a phone reserves the install banner’s nav height (115) from the first paint, 59 once dismissed', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the banner shows on phones only');
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main).toHaveCSS('padding-top', '115px');
  const banner = page.getByRole('complementary', { name: 'Get the app' });
  await expect(banner).toBeVisible();
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(56);
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(main).toHaveCSS('padding-top', '59px');
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('each page has its own title, translated, and a navigation reads the new one out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home — Lobbykit Casino');
  const announcer = page.locator('[aria-live="polite"][aria-atomic="true"]');
  await expect(announcer).toHaveText('');
  if (!(await menu(page).isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await menu(page).getByRole('button', { name: 'Hot games' }).click();
  await expect(page).toHaveTitle('Hot games — Lobbykit Casino');
  await expect(announcer).toHaveText('Hot games — Lobbykit Casino');
  await page.getByRole('main').getByRole('article', { name: 'Abyss Whale Raid' }).getByRole('link').click();
  await expect(page).toHaveTitle('Abyss Whale Raid — Lobbykit Casino');
  await expect(announcer).toHaveText('Abyss Whale Raid — Lobbykit Casino');
  await page.goto('/#/pages/searchFor/searchFor');
  await expect(page).toHaveTitle('Search games — Lobbykit Casino');
  await page.goto('/#/no/such/page');
  await expect(page).toHaveTitle('Page not found — Lobbykit Casino');
});

test('page titles follow the language shown', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.goto('/#/pages/classify/classify?Leixing=3&index=0');
  // Right to left, the message isolates each part (FSI … PDI), so a Latin name keeps its place.
  await expect(page).toHaveTitle('\u2068الألعاب الرائجة\u2069 — \u2068Lobbykit Casino\u2069');
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ja'));
  await page.goto('/#/pages/searchFor/searchFor');
  await page.reload();
  await expect(page).toHaveTitle('ゲームを検索｜Lobbykit Casino');
});
