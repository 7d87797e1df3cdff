// The app against the real sandbox server (run through e2e/sandbox.playwright.config.ts):
// register, sign out, sign in with the demo login, a cmd 53 push from the admin
// command, the signed-in-elsewhere prompt of a second browser, favourites kept
// by the sandbox, and Play launching a game.
import { expect, test, type Page } from '@playwright/test';
import { demoShownTotal, freshAccount, playerToken, register, signIn, signOut } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const balance = (page: Page) => page.getByRole('banner').locator('.top-bar__balance');

test('a visitor registers, signs out, and signs in with the demo login', async ({ page }) => {
  await register(page, freshAccount('reg'));
  await expect(balance(page)).toHaveText(/₮0\.00/);
  // Sign out is the avatar menu's (SPEC §2); it reloads the page signed out.
  await page.getByRole('banner').getByRole('button', { name: 'Open account menu' }).click();
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();

  await signIn(page, 'demo', 'demo1234');
  // The top bar shows what the wallet holds (1,000.00 USDT and 50,000.00 BDT as seeded).
  await expect(balance(page)).toContainText(await demoShownTotal(page.request, await playerToken(page)));
});

test('a wrong password is refused in the player language and keeps the dialog open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Account').fill('demo2');
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('a cmd 53 push from the admin command adds to the shown balance', async ({ page, request }) => {
  const account = freshAccount('push');
  await register(page, account);
  await expect(balance(page)).toHaveText(/₮0\.00/);
  // The socket signs in on open; give it the moment it needs before pushing.
  await page.waitForTimeout(1000);
  const pushed = await request.post(`${process.env.LOBBYKIT_SANDBOX_URL}/admin/event`, {
    headers: { token: process.env.LOBBYKIT_SANDBOX_ADMIN_TOKEN ?? '' },
    data: { account, cmd: 53, data: { addBalance: 500 } },
  });
  expect(pushed.status()).toBe(200);
  await expect(balance(page)).toHaveText(/₮5\.00/);
  await expect(page.getByText('+5.00 USDT has been added to your balance')).toBeVisible();
});

test('signing in from a second browser shows the signed-in-elsewhere prompt', async ({ page, browser }) => {
  await signIn(page, 'demo2', 'demo1234');
  await expect(balance(page)).toHaveText(/₮25\.00/);
  await page.waitForTimeout(1000);

  const elsewhere = await browser.newContext();
  await signIn(await elsewhere.newPage(), 'demo2', 'demo1234');

  const prompt = page.getByRole('dialog', { name: 'Signed in on another device' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Sign out' }).click();
  await expect(prompt).toBeHidden();
  await elsewhere.close();
});

const gameId = 'abyss-whale-raid';
const gameDetails = `#/pages/GamesDetails/GamesDetails?id=${gameId}`;
const favourites = '#/pages/myfavoriteList/myfavoriteList';

test('a player’s favourite is kept by the sandbox, across a reload and another sign-in', async ({ page }) => {
  const account = freshAccount('fav');
  await register(page, account);
  await page.goto(gameDetails);
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto(favourites);
  await page.reload();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

  // Signing out (a reload) forgets the list on the device; signing in brings it back from the sandbox.
  await signOut(page);
  await page.goto(favourites);
  await expect(page.getByText('You haven’t added any favorites yet', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lobbykit.favorites'))).toBe('[]');
  await signIn(page, account, 'secret123');
  await page.goto(favourites);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
});

test('Play launches the game through the sandbox inside the app and records it as recent', async ({
  page,
}) => {
  await register(page, freshAccount('play'));
  await page.goto(gameDetails);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  // The game opens inside the app's frame: the top bar stays.
  await expect(page).toHaveURL(/#\/pages\/Webview\/Webview\?url=/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.frameLocator('iframe').locator('#game')).toHaveText(gameId);

  await page.goto('/#/pages/MyhistoryList/MyhistoryList');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
});

test('Live support opens the sandbox’s chat inside the app', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Live support' })
    .click();
  await expect(page).toHaveURL(/#\/pages\/chatWebview\/chatWebview$/);
  const chat = page.frameLocator('iframe[title="Live support"]');
  await expect(chat.getByRole('heading', { name: 'Live support' })).toBeVisible();
});
