// Refer and earn against the real sandbox, at both viewports: demo (seeded
// with the referral code DEMO0001) sees their code, link and its QR code,
// copies them by keyboard; a new player opens demo's link, registers with the
// code the form took from it, and the sandbox credits demo the signup reward
// of /referral/info's rule, then the rule's share of their first deposit (not
// of the second), and lists the new player in ReferredPlayers; a code
// no player has marks the register form's referral field; a visitor reaches
// the page from the side menu (SPEC code 8) and is offered the way in; each
// page is axe clean; screenshots, in Arabic too.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { freshAccount, playerCall, playerToken, signIn, socketSignedIn } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const folder = '../build/screenshots';
const referPage = '/#/pages/Referandearn/Referandearn';
const referredPage = '/#/pages/ReferredPlayers/ReferredPlayers';
const demoCode = 'DEMO0001';
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 800;
const main = (page: Page) => page.getByRole('main');

interface ReferralInfo {
  readonly code: string;
  readonly referred: number;
  readonly earned: readonly { currency: string; reward: number }[];
  readonly rule: { currency: string; signupReward: number; depositRate: number };
}

async function referralInfo(page: Page, token: string): Promise<ReferralInfo> {
  return (await playerCall(page.request, token, '/referral/info')) as unknown as ReferralInfo;
}

async function balanceIn(page: Page, token: string, currency: string): Promise<number> {
  const { balances } = (await playerCall(page.request, token, '/refresh-balance')) as unknown as {
    balances: { currency: string; amount: number }[];
  };
  return balances.find((entry) => entry.currency === currency)?.amount ?? 0;
}

/** A page of its own (another browser's storage), as a friend who got the link would have. */
async function friendPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  return context.newPage();
}

/** Fills the register dialog (opened from the top bar) and submits it. */
async function fillRegister(page: Page, account: string, nickname: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Username').fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByLabel('Confirm password').fill('secret123');
  await dialog.getByLabel('Nickname').fill(nickname);
  await dialog.getByRole('button', { name: 'Register' }).click();
}

test('demo sees their referral code, link and QR code, and copies them by keyboard', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'demo');
  await page.goto(referPage);
  const code = main(page).getByRole('group', { name: 'Your referral code' });
  await expect(code).toContainText(demoCode);
  const link = `${new URL(page.url()).origin}/?ref=${demoCode}#/`;
  await expect(main(page).getByRole('group', { name: 'Your referral link' })).toContainText(link);
  await expect(main(page).getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'How it works' })).toContainText(
    'as soon as a friend registers',
  );
  await expect(main(page).getByRole('link', { name: 'See referred players' })).toBeVisible();

  // Keyboard: Tab reaches Copy code and Copy link; Enter copies and the toast says so.
  const copyCode = main(page).getByRole('button', { name: 'Copy code' });
  for (
    let presses = 0;
    presses < 60 && !(await copyCode.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(copyCode).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demoCode);
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/refer-${testInfo.project.name}.png`, fullPage: true });
});

test('a new player registers through demo’s link: demo gets the signup reward, a share of their first deposit, and lists them', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, 'demo');
  const demoToken = await playerToken(page);
  const before = await referralInfo(page, demoToken);
  expect(before.code).toBe(demoCode);
  const { currency, signupReward } = before.rule;
  expect(signupReward).toBeGreaterThan(0);
  const balanceBefore = await balanceIn(page, demoToken, currency);

  const friend = await friendPage(browser, page);
  const account = freshAccount('ref');
  const nickname = `Friend ${account.slice(-6)}`;
  const signedIn = socketSignedIn(friend);
  await friend.goto(`/?ref=${demoCode}#/`);
  await friend.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = friend.getByRole('dialog', { name: 'Create your account' });
  // The form took the link's code, and the address no longer carries it.
  await expect(dialog.getByLabel('Referral code (optional)')).toHaveValue(demoCode);
  expect(new URL(friend.url()).search).toBe('');
  await fillRegister(friend, account, nickname);
  await expect(dialog).toBeHidden();
  await signedIn;
  // Used: the browser keeps no code for another registration.
  expect(await friend.evaluate(() => localStorage.getItem('lobbykit.referral'))).toBeNull();
  const friendToken = await playerToken(friend);
  await friend.context().close();

  // What the sandbox stored: demo credited once, by the rule, and the player referred.
  await expect.poll(() => balanceIn(page, demoToken, currency)).toBe(balanceBefore + signupReward);
  const earned = (info: ReferralInfo) =>
    info.earned.find((entry) => entry.currency === currency)?.reward ?? 0;
  const registered = await referralInfo(page, demoToken);
  expect(registered.referred).toBe(before.referred + 1);
  expect(earned(registered)).toBe(earned(before) + signupReward);

  // The friend's first deposit earns demo the rule's share of it (rounded down), the second nothing.
  const firstDeposit = 12345;
  const share = Math.floor((firstDeposit * before.rule.depositRate) / 100);
  for (const [amount, key] of [
    [firstDeposit, `${account}-first`],
    [10000, `${account}-second`],
  ] as const)
    await playerCall(page.request, friendToken, '/wallet/deposit', { currency, amount, idempotencyKey: key });
  await expect.poll(() => balanceIn(page, demoToken, currency)).toBe(balanceBefore + signupReward + share);
  const after = await referralInfo(page, demoToken);
  expect(after.referred).toBe(registered.referred);
  expect(earned(after)).toBe(earned(registered) + share);
  const stored = (await playerCall(page.request, demoToken, '/referral/players', {
    page: 1,
    pageSize: 10,
  })) as {
    list: { nickName: string; deposited: boolean; earned: { currency: string; reward: number }[] }[];
  };
  expect(stored.list[0]).toMatchObject({
    nickName: nickname,
    deposited: true,
    earned: [{ currency, reward: signupReward + share }],
  });

  // The app shows it: the earnings rose, the player is listed first.
  await page.goto(referPage);
  await expect(main(page).getByRole('region', { name: 'Your earnings' })).toContainText(
    `${after.referred} referred player`,
  );
  await main(page).getByRole('link', { name: 'See referred players' }).click();
  await expect(page).toHaveURL(/#\/pages\/ReferredPlayers\/ReferredPlayers$/);
  const table = main(page).getByRole('table', { name: 'Referred players' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(nickname);
  await expect(firstRow).toContainText('Yes');
  await expect(firstRow).toContainText(`${((signupReward + share) / 100).toFixed(2)} ${currency}`);
  // A card per player on a phone, a table row on a wide screen (components/card-table).
  expect(await firstRow.evaluate((row) => getComputedStyle(row).display)).toBe(
    testInfo.project.name === 'phone' ? 'grid' : 'table-row',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/referred-players-${testInfo.project.name}.png`, fullPage: true });
});

test('a code no player has marks the referral field; emptied, the registration goes through', async ({
  page,
}) => {
  await page.goto('/?ref=NOBODY99#/');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  const referral = dialog.getByLabel('Referral code (optional)');
  await expect(referral).toHaveValue('NOBODY99');
  const account = freshAccount('nobody');
  await fillRegister(page, account, 'No referrer');
  await expect(referral).toHaveAttribute('aria-invalid', 'true');
  await expect(referral).toHaveAccessibleDescription(
    /No player has this referral code\. Check it, or leave the field empty\./,
  );
  await expect(referral).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await referral.fill('');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeHidden();
});

test('an operator’s channel link registers the player with its numeric channelId (SPEC §5)', async ({
  page,
}) => {
  await page.goto('/?channel=7#/');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog.getByLabel('Referral code (optional)')).toHaveValue('7');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/user/register'));
  await fillRegister(page, freshAccount('channel'), 'Channel seven');
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.channelId).toBe(7);
  expect(body).not.toHaveProperty('referalCode');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeHidden();
});

test('a visitor reaches refer and earn from the side menu and is offered the way in', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  if (!isWide(page)) await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Refer and earn' })
    .click();
  await expect(page).toHaveURL(/#\/pages\/Referandearn\/Referandearn$/);
  const pitch = main(page).getByRole('region', { name: 'Invite friends, earn rewards' });
  await expect(pitch).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/refer-visitor-${testInfo.project.name}.png`, fullPage: true });
  await pitch.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
});

test('refer and earn in Arabic', async ({ page }, testInfo) => {
  await signIn(page, 'demo');
  await page.evaluate(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.goto(referPage);
  await page.reload();
  await expect(main(page).getByRole('group', { name: 'رمز الإحالة الخاص بك' })).toContainText(demoCode);
  await expect(main(page).getByRole('img', { name: 'رمز QR لرابط الإحالة الخاص بك' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/refer-${testInfo.project.name}-ar.png`, fullPage: true });
  await page.goto(referredPage);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
