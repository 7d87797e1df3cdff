// The VIP club against the real sandbox, at both viewports: a visitor sees
// every level and the way in; a new player starts at VIP 0; real bets in the
// sandbox's game earn points, which the page shows once the player is back
// from the game, and a bet that crosses a threshold brings the level-up
// popup (push 56) with its reward in the wallet; the admin's pushes 56 and
// 57 bring the level-up and birthday popups; the page in Arabic.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import {
  adminCall,
  creditPlayer,
  freshAccount,
  playerCall,
  playerToken,
  register,
  sandboxUrl,
} from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const folder = '../build/screenshots';
const gameId = 'fairway-fortune';
const vipPage = '/#/pages/VipClubsNew/VipClubsNew';
const balance = (page: Page) => page.getByRole('banner').locator('.top-bar__balance');
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 800;
const currentLevel = (page: Page) => page.locator('.vip-level[aria-current="true"]');
// The VIP levels as the sandbox reads them (catalogue.json, from content/vip.yaml).
const { vip } = JSON.parse(readFileSync('../build/generated/catalogue.json', 'utf8')) as {
  vip: { levels: { level: number; birthdayReward: number }[] };
};
const vipLevels = vip.levels;
const money = (minorUnits: number) => `₮${(minorUnits / 100).toFixed(2)}`;

interface Round {
  readonly stake: number;
  readonly win: number;
}

async function deposit(page: Page, minorUnits: number): Promise<string> {
  const token = await playerToken(page);
  await creditPlayer(page.request, token, minorUnits);
  return token;
}

/** Spins the framed game once at `stake` (major units) and waits for its answer. */
async function spin(page: Page, stake: string): Promise<void> {
  const game = page.frameLocator('iframe');
  await game.locator('#stake').fill(stake);
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
}

async function rounds(page: Page, token: string): Promise<readonly Round[]> {
  const history = await playerCall(page.request, token, '/game/history', { page: 1, pageSize: 50 });
  return history.list as Round[];
}

/** Back to the lobby from the game, as a player does: the logo on wide screens, the game bar's Lobby on phones. */
async function leaveGame(page: Page): Promise<void> {
  if (isWide(page))
    await page.getByRole('banner').getByRole('link', { name: 'Lobbykit Casino home' }).click();
  else
    await page.getByRole('toolbar', { name: 'Game controls' }).getByRole('button', { name: 'Lobby' }).click();
  await expect(page).toHaveURL(/#\/$/);
}

/** The VIP progress the app keeps with the user info (what the avatar menu's and Account tab's bars show). */
async function storedVipPoints(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('lobbykit.userinfo') ?? 'null') as {
      vipProgress?: { points?: number };
    } | null;
    return stored?.vipProgress?.points ?? null;
  });
}

/** How many animations the popup's confetti and badge are running. */
async function celebrationAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element && target.closest('.celebration') !== null;
      }).length,
  );
}

test('a visitor sees every level and the sign-in prompt', async ({ page }, testInfo) => {
  await page.goto(vipPage);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeVisible();
  await expect(
    page.getByText('Sign in to see your VIP level and your progress to the next one.'),
  ).toBeVisible();
  const levels = page.getByRole('region', { name: 'All levels' }).locator('.vip-level');
  await expect(levels).toHaveCount(10);
  await expect(levels.first()).toHaveAccessibleName('VIP 0 · Member');
  await expect(levels.nth(3)).toHaveAccessibleName('VIP 3 · Gold');
  await expect(currentLevel(page)).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/vip-club-visitor-${testInfo.project.name}.png`, fullPage: true });
});

test('a new player starts at VIP 0; real bets raise the progress, and crossing a threshold brings the level-up popup and its reward', async ({
  page,
}, testInfo) => {
  await register(page, freshAccount('vip'));
  const token = await deposit(page, 20_000);
  await page.goto(vipPage);
  await expect(currentLevel(page)).toHaveAccessibleName('VIP 0 · Member');
  const standing = page.getByRole('region', { name: 'VIP 0 · Member' });
  await expect(standing).toContainText('0 of 100 VIP points');
  await expect(standing.getByRole('progressbar', { name: 'Progress to VIP 1' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  // The deposit's toast has gone: it would hide the standing in the screenshot.
  await expect(page.getByText(/has been added to your balance/)).toBeHidden();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/vip-club-${testInfo.project.name}.png`, fullPage: true });

  // Two real bets of 30.00: one VIP point per whole USDT staked.
  await page.goto(`/#/pages/GamesDetails/GamesDetails?id=${gameId}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page).toHaveURL(/Webview\?url=.*game=fairway-fortune/);
  await spin(page, '30.00');
  await spin(page, '30.00');
  expect((await playerCall(page.request, token, '/vip/progress')).points).toBe(60);
  // Back from the game, the app reads the progress again: the bars built on it move.
  await leaveGame(page);
  await expect.poll(() => storedVipPoints(page)).toBe(60);
  await page.goto(vipPage);
  await expect(standing).toContainText('60 of 100 VIP points');
  await expect(standing.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

  // A bet of 50.00 takes the player past 100 points: VIP 1, and its reward in the wallet.
  await page.goto(`/#/pages/GamesDetails/GamesDetails?id=${gameId}`);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await spin(page, '50.00');
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(popup).toContainText('You’ve reached VIP 1: Bronze.');
  await expect(popup).toContainText(money(188));
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await leaveGame(page);
  const played = await rounds(page, token);
  const expected = 20_000 - played.reduce((sum, round) => sum + round.stake - round.win, 0) + 188;
  await expect(balance(page)).toHaveText(new RegExp(money(expected).replace('.', '\\.')));
  await page.goto(vipPage);
  await expect(currentLevel(page)).toHaveAccessibleName('VIP 1 · Bronze');
  await expect(page.getByRole('region', { name: 'VIP 1 · Bronze' })).toContainText('110 of 500 VIP points');
});

test('the admin’s push 56 brings the level-up popup with the level and reward, and the balance rises by it', async ({
  page,
  request,
}, testInfo) => {
  const account = freshAccount('lvl');
  await register(page, account);
  await deposit(page, 5000);
  await page.reload();
  await expect(balance(page)).toHaveText(/₮50\.00/);
  const opener = page.getByRole('banner').getByRole('link', { name: 'Lobbykit Casino home' });
  await opener.focus();

  const pushed = await adminCall(request, '/admin/event', { account, cmd: 56, data: { vip: 3 } });
  const { vip, reward } = pushed.data as { vip: number; reward: number };
  expect(vip).toBe(3);
  // Each level reached for the first time pays its level-up reward: 1.88 + 5.88 + 18.88.
  expect(reward).toBe(2664);
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(popup).toContainText('You’ve reached VIP 3: Gold.');
  await expect(popup).toContainText('Your level-up reward');
  await expect(popup).toContainText(money(2664));
  await expect(popup).toContainText('Added to your balance');
  await expect(popup.locator(':focus')).toHaveCount(1);
  await expect(popup.locator('.celebration')).toHaveAttribute('data-motion', 'moving');
  expect(await celebrationAnimations(page)).toBeGreaterThan(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/vip-level-up-${testInfo.project.name}.png` });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(balance(page)).toHaveText(new RegExp(money(5000 + 2664).replace('.', '\\.')));

  // The new level is the player's everywhere: the page marks it.
  await page.goto(vipPage);
  await expect(currentLevel(page)).toHaveAccessibleName('VIP 3 · Gold');
});

test('the admin’s push 57 brings the birthday popup with the gift', async ({ page, request }, testInfo) => {
  const account = freshAccount('bday');
  await register(page, account);
  await adminCall(request, '/admin/event', { account, cmd: 56, data: { vip: 2 } });
  const levelUp = page.getByRole('dialog', { name: 'Congratulations!' });
  await levelUp.getByRole('button', { name: 'OK' }).click();
  await expect(levelUp).toBeHidden();

  // A player who asked for less motion: the confetti holds still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const opener = page.getByRole('banner').getByRole('link', { name: 'Lobbykit Casino home' });
  await opener.focus();
  const before = (await playerCall(request, await playerToken(page), '/refresh-balance')).balance as number;
  // The sandbox gives the gift of the player's level (content/vip.yaml) once a year, whatever the date.
  const pushed = await adminCall(request, '/admin/event', { account, cmd: 57 });
  const { reward } = pushed.data as { reward: number };
  expect(reward).toBe(vipLevels[2]?.birthdayReward);
  expect((await playerCall(request, await playerToken(page), '/refresh-balance')).balance).toBe(
    before + reward,
  );
  const popup = page.getByRole('dialog', { name: 'Happy birthday!' });
  await expect(popup).toContainText('Wishing you a wonderful day and a great year ahead.');
  await expect(popup).toContainText('Your VIP 2 birthday gift');
  await expect(popup).toContainText(money(reward));
  await expect(popup.locator('.celebration')).toHaveAttribute('data-motion', 'still');
  expect(await celebrationAnimations(page)).toBe(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/vip-birthday-${testInfo.project.name}.png` });
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the VIP club in Arabic', async ({ page, request }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  // The register dialog speaks Arabic: sign the player up through the sandbox, then sign in by token.
  const registered = await request.post(`${sandboxUrl}/api/user/register`, {
    data: { account: freshAccount('vipar'), password: 'secret123' },
  });
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  // Signed in before the app starts, on the club's address: home, a token
  // set by hand, a hash change and a reload left the page on home once in a
  // whole `./kit test` and once in 30 runs of this spec.
  await page.addInitScript((value) => localStorage.setItem('lobbykit.token', value), token);
  await page.goto(vipPage);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'نادي VIP' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'جميع المستويات' }).locator('.vip-level')).toHaveCount(10);
  await expect(page.getByRole('progressbar', { name: /^التقدم نحو VIP/ })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/vip-club-${testInfo.project.name}-ar.png`, fullPage: true });
});
