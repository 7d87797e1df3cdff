// The messaging-app sign-in (SPEC §1, §2, §5, §7) against the real sandbox:
// a page opened as a Telegram Mini App carries initData in its fragment,
// signed here with the bot token the sandbox was started with (the sandbox
// config's --telegram-bot-token), exactly as Telegram signs it. A valid one
// opens the sheet and signs in (the agreement enforced); a forged one is
// refused by the sandbox and the sheet says so.
import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const botToken = process.env.LOBBYKIT_SANDBOX_TELEGRAM_BOT_TOKEN ?? '';

/** initData as Telegram makes it: the fields, and hash = HMAC(HMAC("WebAppData", token), sorted fields). */
function signedInitData(fields: Record<string, string>, token = botToken): string {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

function telegramUser(id: number, username: string): Record<string, string> {
  return {
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: `AAH${id}`,
    user: JSON.stringify({ id, first_name: 'Tess', username, language_code: 'en' }),
  };
}

/** Opens the app as Telegram opens a Mini App: the launch data in the fragment. */
async function openMiniApp(page: Page, initData: string, route = ''): Promise<void> {
  const launch = `tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.10&tgWebAppPlatform=android`;
  await page.goto(route ? `/#${route}?${launch}` : `/#${launch}`);
}

const shot = (name: string) => `../build/screenshots/telegram-${name}-${test.info().project.name}.png`;

test('a Mini App with valid initData registers through the sheet, the agreement enforced', async ({
  page,
}) => {
  const id = 700_000_000 + Math.floor(Math.random() * 99_999_999);
  const username = `tess${id}`;
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login-tg')) loginCalls.push(request.postData() ?? '');
  });
  await openMiniApp(page, signedInitData(telegramUser(id, username)));

  const sheet = page.getByRole('dialog', { name: 'Play with Telegram' });
  await expect(sheet).toBeVisible();
  // The launch data left the address before the router read it: home, no fragment noise.
  expect(page.url()).not.toContain('tgWebApp');
  await expect(sheet.getByText(`Telegram account: @${username}`)).toBeVisible();
  // A new Telegram user starts on the Register tab, the agreement checked by default.
  await expect(sheet.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  const agreement = sheet.getByRole('checkbox', { name: /Terms of Service/ });
  await expect(agreement).toBeChecked();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('sheet') });

  // Unchecked, registering is refused with a message and nothing is sent.
  await agreement.uncheck();
  await sheet.getByRole('button', { name: 'Continue with Telegram' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Tick the box to accept the terms before you register.');
  await expect(agreement).toBeFocused();
  expect(loginCalls).toEqual([]);
  await page.screenshot({ path: shot('agreement-refused') });

  await agreement.check();
  await sheet.getByRole('button', { name: 'Continue with Telegram' }).click();
  await expect(sheet).toBeHidden();
  expect(loginCalls).toHaveLength(1);
  const sent = JSON.parse(loginCalls[0] ?? '{}') as Record<string, unknown>;
  expect(sent).toMatchObject({ channelId: 2, operatorId: 5, pid: '' });
  expect(typeof sent.serialNo).toBe('string');
  expect(typeof sent.machineName).toBe('string');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('lobbykit.token'))).toMatch(/^[0-9a-f]{64}$/);

  // The same Telegram user again, opening the Mini App afresh (a new tab: a new document
  // and session storage): the Sign in tab comes first and signs in.
  await page.evaluate(() => localStorage.clear());
  const again = await page.context().newPage();
  await openMiniApp(again, signedInitData(telegramUser(id, username)), '/pages/Bonus/Bonus');
  const secondSheet = again.getByRole('dialog', { name: 'Play with Telegram' });
  await expect(secondSheet).toBeVisible();
  // The route in the fragment is kept: the Bonus page, under the sheet.
  await expect(again).toHaveURL(/#\/pages\/Bonus\/Bonus$/);
  await expect(secondSheet.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expect(secondSheet.getByRole('checkbox')).toHaveCount(0);
  await secondSheet.getByRole('button', { name: 'Continue with Telegram' }).click();
  await expect(secondSheet).toBeHidden();
  await expect(again.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeHidden();
  await expect(again.getByRole('heading', { level: 1 })).toHaveText('Promotions');
});

test('a forged initData is refused by the sandbox; the sheet says so and offers the account sign-in', async ({
  page,
}) => {
  const checks: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/check-tg')) checks.push(response.status());
  });
  // Signed with another bot's token: the hash does not match.
  await openMiniApp(page, signedInitData(telegramUser(123_456, 'mallory'), '1:not-the-bot-token'));
  const sheet = page.getByRole('dialog', { name: 'Play with Telegram' });
  await expect(sheet.getByRole('alert')).toContainText('Telegram could not confirm this sign-in');
  expect(checks).toEqual([401]);
  await expect(sheet.getByRole('button', { name: 'Continue with Telegram' })).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('refused') });
  await sheet.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a stale initData (signed two days ago) is refused too', async ({ page }) => {
  const stale = {
    ...telegramUser(654_321, 'sleepy'),
    auth_date: String(Math.floor(Date.now() / 1000) - 2 * 86_400),
  };
  await openMiniApp(page, signedInitData(stale));
  await expect(page.getByRole('dialog', { name: 'Play with Telegram' }).getByRole('alert')).toContainText(
    'Telegram could not confirm this sign-in',
  );
});

test('the sheet reads right to left in Arabic', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  await openMiniApp(page, signedInitData(telegramUser(800_000_001, 'amal')));
  const sheet = page.getByRole('dialog', { name: 'العب عبر Telegram' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('sheet-ar') });
});
