// The deposit page against the real sandbox, at 390 and 1280 px: a deposit
// through the sandbox's payment page credits exactly its amount and its
// welcome bonus, says both, and is listed as paid; a cancelled one credits
// nothing; a refused amount sends nothing; a double click creates one
// payment; a visitor is asked to sign in. Each test signs up its own player.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settled } from './animations';
import { blockingViolations } from './axe';
import { freshAccount, playerCall, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const walletUrl = '/#/pages/Wallet/Wallet';
const screenshots = new URL('../../build/screenshots/', import.meta.url);
mkdirSync(screenshots, { recursive: true });
const shot = (name: string) => new URL(name, screenshots).pathname;

/** The player's USDT in minor units, as the sandbox answers it. */
async function usdtBalance(request: APIRequestContext, token: string): Promise<number> {
  const data = (await playerCall(request, token, '/refresh-balance')) as {
    balances: { currency: string; amount: number }[];
  };
  return data.balances.find((row) => row.currency === 'USDT')?.amount ?? 0;
}

/** Counts the page's /payment/create requests from now on. */
function countCreates(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/payment/create') count += 1;
  });
  return () => count;
}

/** The page loaded: the form, the balances and the deposits list are in. */
async function walletReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your balances' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your deposits' })).toHaveAttribute('aria-busy', 'false');
}

const deposits = (page: Page) => page.getByRole('region', { name: 'Your deposits' }).getByRole('listitem');
const depositButton = (page: Page) => page.getByRole('button', { name: 'Deposit now' });
const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Complete your payment' });
const paymentPage = (page: Page) => page.frameLocator('iframe[title="Payment page"]');

/**
 * Clicks a button of the payment page once its sheet has stopped sliding in: a
 * click inside a moving frame lands beside the button (this failed on a busy machine).
 */
async function clickInPaymentPage(page: Page, name: 'Confirm payment' | 'Cancel') {
  await settled(paymentDialog(page));
  await paymentPage(page).getByRole('button', { name }).click();
}

test('a deposit of 12.34 USDT through the payment page credits 12.34 and the 120% welcome bonus it promised, and is listed as paid', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  await register(page, freshAccount('dep'));
  const token = await playerToken(page);
  const before = await usdtBalance(request, token);

  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/#\/pages\/Wallet\/Wallet$/);
  await walletReady(page);
  await expect(page.getByRole('radio', { name: 'USDT' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Payment method' }).getByRole('radio')).toHaveCount(3);
  await expect(page.getByText('120% bonus on this deposit')).toBeVisible();
  await expect(deposits(page)).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Amount' }).fill('12.34');
  await depositButton(page).click();
  await expect(paymentDialog(page)).toBeVisible();
  await expect(paymentPage(page).getByText('12.34 USDT')).toBeVisible();
  await expect(paymentPage(page).getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`wallet-payment-${project}.png`) });

  await clickInPaymentPage(page, 'Confirm payment');
  await expect(paymentDialog(page)).toBeHidden();
  // The line names the welcome bonus credited with the deposit too.
  await expect(page.locator('.wallet-page__status')).toHaveText(
    '₮12.34 USDT has been deposited, plus a ₮14.80 USDT welcome bonus',
  );
  await expect(depositButton(page)).toBeFocused();
  // The deposit and its welcome bonus (a new player's first deposit: 120%, rounded down).
  expect((await usdtBalance(request, token)) - before).toBe(1234 + 1480);
  await expect(
    page.getByRole('region', { name: 'Your balances' }).getByRole('listitem').first(),
  ).toContainText('27.14 USDT');
  await expect(deposits(page)).toHaveCount(1);
  await expect(deposits(page).first()).toContainText('12.34');
  await expect(deposits(page).first()).toContainText('Paid');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`wallet-${project}.png`), fullPage: true });
});

test('a cancelled payment is listed as cancelled and credits nothing', async ({ page, request }) => {
  await register(page, freshAccount('cxl'));
  const token = await playerToken(page);
  const before = await usdtBalance(request, token);
  await page.goto(walletUrl);
  await walletReady(page);

  await page.getByRole('textbox', { name: 'Amount' }).fill('20');
  await depositButton(page).click();
  await expect(paymentDialog(page)).toBeVisible();
  await clickInPaymentPage(page, 'Cancel');
  await expect(paymentDialog(page)).toBeHidden();
  await expect(page.locator('.wallet-page__status')).toHaveText(
    'The payment was cancelled. Nothing was charged.',
  );
  await expect(deposits(page)).toHaveCount(1);
  await expect(deposits(page).first()).toContainText('Cancelled');
  expect(await usdtBalance(request, token)).toBe(before);
  const list = (await playerCall(request, token, '/payment/list')) as { list: { state: string }[] };
  expect(list.list.map((payment) => payment.state)).toEqual(['cancelled']);
});

test('12.345 is refused on the field and no payment is requested', async ({ page }) => {
  await register(page, freshAccount('bad'));
  await page.goto(walletUrl);
  await walletReady(page);
  const creates = countCreates(page);

  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('12.345');
  // The message shown on blur takes the range's line: the deposit button stays where it was.
  const before = await depositButton(page).boundingBox();
  await amount.blur();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(await depositButton(page).boundingBox()).toEqual(before);
  await depositButton(page).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription('Enter an amount with at most 2 decimals');
  await expect(amount).toBeFocused();
  // The press went through (the message appearing on blur did not move the button away).
  const tracked = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(tracked).toContainEqual({ event: 'click_deposit', userid: expect.any(Number) });
  await amount.fill('5');
  await depositButton(page).click();
  await expect(amount).toHaveAccessibleDescription('The minimum amount is ₮10.00 USDT');
  // Time for a request that should not exist to show up.
  await page.waitForTimeout(500);
  expect(creates()).toBe(0);
  await expect(paymentDialog(page)).toHaveCount(0);
});

test('a double click on deposit creates one payment, left pending and reopenable', async ({
  page,
  request,
}) => {
  await register(page, freshAccount('dbl'));
  const token = await playerToken(page);
  await page.goto(walletUrl);
  await walletReady(page);
  const creates = countCreates(page);

  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '50' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('50');
  await depositButton(page).dblclick();
  await expect(paymentDialog(page)).toBeVisible();
  await expect(paymentPage(page).getByText('50.00 USDT')).toBeVisible();
  // Escape from the dialog (outside the payment page) closes it, the payment still pending.
  await paymentDialog(page).getByRole('heading', { name: 'Complete your payment' }).click();
  await page.keyboard.press('Escape');
  await expect(paymentDialog(page)).toBeHidden();
  await expect(depositButton(page)).toBeFocused();

  expect(creates()).toBe(1);
  const list = (await playerCall(request, token, '/payment/list')) as { total: number };
  expect(list.total).toBe(1);
  await expect(deposits(page)).toHaveCount(1);
  await expect(deposits(page).first()).toContainText('Pending');
  await deposits(page).first().getByRole('button', { name: 'Continue payment' }).click();
  await expect(paymentPage(page).getByText('50.00 USDT')).toBeVisible();
  await clickInPaymentPage(page, 'Confirm payment');
  await expect(paymentDialog(page)).toBeHidden();
  await expect(deposits(page).first()).toContainText('Paid');
  expect(creates()).toBe(1);
});

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto(walletUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('the page in Arabic reads right to left', async ({ page, request }, testInfo) => {
  await register(page, freshAccount('ar'));
  // A pending deposit, so the list shows a row with its button.
  const pending = { currency: 'USDT', method: 'trc20', amount: 2500, idempotencyKey: `ar-${Date.now()}` };
  await playerCall(request, await playerToken(page), '/payment/create', pending);
  await page.evaluate(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.goto(walletUrl);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إيداع' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'المبلغ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'إيداعاتك' }).getByRole('listitem')).toContainText(
    'قيد الانتظار',
  );
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`wallet-${testInfo.project.name}-ar.png`), fullPage: true });
});
