// The money of the top bar and the game session against the real sandbox, at
// both viewports: a visitor has no currency choice; a player's choice
// converts the balance and survives a reload; Try for free plays with play
// money; Play holds the balance in the game (the top bar shows the filling
// indicator, a reload recovers it), every bet and win is a round, going home
// transfers out, and the balance is the arithmetic of what was played; the
// one-tap recovery brings a stranded game's balance back.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { creditPlayer, freshAccount, playerCall, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const folder = '../build/screenshots';
const gameId = 'fairway-fortune';
const topBar = (page: Page) => page.getByRole('banner');
const balance = (page: Page) => topBar(page).locator('.top-bar__balance');
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 800;

async function fund(page: Page, request: Parameters<typeof playerCall>[0], minorUnits: number) {
  const token = await playerToken(page);
  await creditPlayer(request, token, minorUnits);
  return token;
}

test('a visitor has no currency choice; a player’s converts the balance and survives a reload', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  await expect(topBar(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: /Choose currency/ })).toHaveCount(0);

  await register(page, freshAccount('cur'));
  await fund(page, request, 10_000);
  await page.reload();
  await expect(balance(page)).toHaveText(/₮100\.00/);

  if (isWide(page)) {
    const selector = topBar(page).getByRole('button', { name: /^Choose currency: USDT/ });
    await selector.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Choose currency' });
    await expect(list).toBeFocused();
    await expect(list.getByRole('option', { name: /^GC / })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `${folder}/currency-listbox-${testInfo.project.name}.png` });
    await page.keyboard.press('e');
    await expect(list.getByRole('option', { name: /^EUR/ })).toHaveAttribute('data-active', 'true');
    await page.keyboard.press('Enter');
  } else {
    await topBar(page)
      .getByRole('button', { name: /^Balance: 100\.00 USDT/ })
      .click();
    const popup = page.getByRole('dialog', { name: 'Choose currency' });
    await popup.getByRole('searchbox', { name: 'Search currency' }).fill('EUR');
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `${folder}/currency-popup-${testInfo.project.name}.png` });
    await popup.getByRole('radio', { name: /EUR/ }).check();
    await expect(popup).toBeHidden();
  }
  // 100.00 USDT at 1.16 USDT per euro.
  await expect(balance(page)).toHaveText(/€86\.21/);
  await page.reload();
  await expect(balance(page)).toHaveText(/€86\.21/);
});

interface Round {
  readonly stake: number;
  readonly win: number;
}

/** Spins the framed game until it has lost once and won once (or 60 spins), stake 0.10 each. */
async function spinUntilLossAndWin(page: Page): Promise<void> {
  const game = page.frameLocator('iframe');
  await game.locator('#stake').fill('0.10');
  for (let spin = 0; spin < 60; spin += 1) {
    const before = await game.locator('#message').textContent();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    const message = (await game.locator('#message').textContent()) ?? '';
    if (spin > 0 && message === before && message !== '') continue;
    const token = await playerToken(page);
    const history = await playerCall(page.request, token, '/game/history', { page: 1, pageSize: 50 });
    const rounds = history.list as Round[];
    if (rounds.some((round) => round.win === 0) && rounds.some((round) => round.win > 0)) return;
  }
  throw new Error('60 spins without both a loss and a win');
}

test('Try for free plays with play money; Play holds the balance in the game until going home', async ({
  page,
  request,
}, testInfo) => {
  await register(page, freshAccount('game'));
  const token = await fund(page, request, 5000);
  await page.goto(`/#/pages/GamesDetails/GamesDetails?id=${gameId}`);
  await expect(balance(page)).toHaveText(/₮50\.00/);

  // A free try: play money, the wallet untouched.
  await page.getByRole('button', { name: 'Try for free' }).click();
  const bar = page.getByRole('toolbar', { name: 'Game controls' });
  await expect(bar.getByText('Play money')).toBeVisible();
  await expect(page.frameLocator('iframe').locator('#mode')).toContainText(/demo|play money/i);
  await page.frameLocator('iframe').getByRole('button', { name: 'Spin' }).click();
  await expect(balance(page)).toHaveText(/₮50\.00/);
  await bar.getByRole('button', { name: 'Exit game' }).click();
  await expect(page).toHaveURL(/GamesDetails\?id=fairway-fortune/);

  // Play: the game holds the balance; the top bar says so instead of a figure.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/Webview\?url=.*game=fairway-fortune/);
  await expect(topBar(page).getByRole('button', { name: 'Game in progress' })).toBeVisible();
  await expect(balance(page)).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
  await spinUntilLossAndWin(page);
  await page.screenshot({ path: `${folder}/game-${testInfo.project.name}.png` });

  // A reload during the game recovers it from the sandbox.
  await page.reload();
  await expect(topBar(page).getByRole('button', { name: 'Game in progress' })).toBeVisible();

  // Going home brings the balance back: what was deposited, less every stake, plus every win.
  if (isWide(page)) await topBar(page).getByRole('link', { name: 'Lobbykit Casino home' }).click();
  else await bar.getByRole('button', { name: 'Lobby' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).or(page.locator('main')),
  ).toBeVisible();
  const history = await playerCall(request, token, '/game/history', { page: 1, pageSize: 50 });
  const rounds = history.list as Round[];
  const expected = 5000 - rounds.reduce((sum, round) => sum + round.stake - round.win, 0);
  await expect(balance(page)).toHaveText(new RegExp(`₮${(expected / 100).toFixed(2).replace('.', '\\.')}`));
  const refreshed = await playerCall(request, token, '/refresh-balance');
  expect(refreshed.balance).toBe(expected);
});

test('the one-tap recovery brings back what a stranded game holds', async ({ page, request }, testInfo) => {
  await register(page, freshAccount('rec'));
  const token = await fund(page, request, 2500);
  await playerCall(request, token, '/game/launch', { gameId });
  // A fresh load on home keeps the game in progress: the top bar offers to recover it.
  await page.goto('/');
  await page.reload();
  const inProgress = topBar(page).getByRole('button', { name: 'Game in progress' });
  await expect(inProgress).toBeVisible();
  await inProgress.click();
  const popup = page.getByRole('dialog', { name: 'Recover balance' });
  expect(await blockingViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: 'Recover balance' }).click();
  await expect(popup.getByText('Your balance is up to date')).toBeVisible();
  await page.screenshot({ path: `${folder}/recover-${testInfo.project.name}.png` });
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(balance(page)).toHaveText(/₮25\.00/);
});

test('the top bar and the game in Arabic', async ({ page, request }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  // The register dialog speaks Arabic: sign the player up through the sandbox, then sign in by token.
  const account = freshAccount('ar');
  const registered = await request.post(`${process.env.LOBBYKIT_SANDBOX_URL}/api/user/register`, {
    data: { account, password: 'secret123' },
  });
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  await creditPlayer(request, token, 123_456);
  // Signed in before the app starts, on the game's address, as the VIP
  // club's Arabic test does (sandbox-account-vip.spec.ts): a token set by
  // hand on home, a hash change and a reload left that page on home once
  // (this one has not been seen to).
  await page.addInitScript((value) => localStorage.setItem('lobbykit.token', value), token);
  await page.goto(`/#/pages/GamesDetails/GamesDetails?id=${gameId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(balance(page)).toHaveText(/١٬٢٣٤٫٥٦|1,234\.56/);
  await page.screenshot({ path: `${folder}/top-bar-${testInfo.project.name}-ar.png` });
  await page.getByRole('button', { name: 'العب', exact: true }).click();
  await expect(page.getByRole('toolbar')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/game-${testInfo.project.name}-ar.png` });
});
