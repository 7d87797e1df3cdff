// What the sandbox browser specs share: a fresh player signed up through the
// app's own register dialog, the sandbox's admin calls (push events, decide
// withdrawals, check the ledger), and a call with the player's token.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const sandboxUrl = process.env.LOBBYKIT_SANDBOX_URL ?? '';
const adminToken = process.env.LOBBYKIT_SANDBOX_ADMIN_TOKEN ?? '';

/** A fresh account name per run and viewport, within the contract's ^[a-z0-9_]{3,32}$. */
export function freshAccount(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Signs a new player up through the register dialog; they land on home, signed in. */
/**
 * Resolves once the page's socket has signed in (the sandbox answers cmd 1
 * with {"cmd":1}): a push the admin command sends after it reaches the page.
 * The socket is its own chunk, loaded after sign-in, so a push sent as soon as
 * the dialog closes could come before it.
 */
export function socketSignedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (payload === '{"cmd":1}') resolve();
      });
    });
  });
}

/** Registers `account` through the dialog, and waits until its socket is signed in. */
export async function register(page: Page, account: string, password = 'secret123'): Promise<void> {
  const signedIn = socketSignedIn(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel('Username').fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  await signedIn;
}

/** Signs in through the top bar's dialog (the demo password unless another is given). */
export async function signIn(page: Page, account: string, password = 'demo1234'): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Account').fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs out from the Account tab (both viewports have it); the page reloads signed out (SPEC §4). */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/#/pages/Account/Account');
  const navigated = page.waitForEvent('framenavigated');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await navigated;
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The signed-in page's token, as the app stored it. */
export async function playerToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('lobbykit.token'));
  if (!token) throw new Error('the page has no signed-in player');
  return token;
}

/** A sandbox call as the signed-in player; answers the envelope's data (throws on a refusal). */
export async function playerCall(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object = {},
): Promise<Record<string, unknown>> {
  const response = await request.post(`${sandboxUrl}/api${path}`, { headers: { token }, data });
  const envelope = (await response.json()) as { code: number; data: Record<string, unknown> };
  if (envelope.code !== 0) throw new Error(`${path} refused: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** An admin call (/admin/event, /admin/withdrawal, /admin/ledger). */
export async function adminCall(
  request: APIRequestContext,
  path: string,
  data: object = {},
): Promise<Record<string, unknown>> {
  const response = await request.post(`${sandboxUrl}${path}`, { headers: { token: adminToken }, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/**
 * Puts `minorUnits` of `currency` in the player's wallet as the operator's
 * credit (push 53), not a deposit: a new player's deposits earn the welcome
 * bonus, so a test whose arithmetic is about what the player then does starts
 * from the amount alone.
 */
export async function creditPlayer(
  request: APIRequestContext,
  token: string,
  minorUnits: number,
  currency = 'USDT',
): Promise<void> {
  const { userId } = await playerCall(request, token, '/user/get/info');
  await adminCall(request, '/admin/event', {
    playerId: userId,
    cmd: 53,
    data: { addBalance: minorUnits, currency },
  });
}

/** Each currency's rate in USDT, from the catalogue the sandbox serves (content/currencies.yaml's rates). */
function catalogueRates(): Map<string, number> {
  const catalogue = JSON.parse(
    readFileSync(new URL('../../build/generated/catalogue.json', import.meta.url), 'utf8'),
  ) as { currencies: { abbr: string; rate: number }[] };
  return new Map(catalogue.currencies.map(({ abbr, rate }) => [abbr, rate]));
}

/**
 * demo's wallet as the top bar shows it in USDT ("₮1,410.00": 1,000.00 USDT
 * and 50,000.00 BDT at BDT's rate), every currency at the catalogue's rate as
 * the app counts it (src/lib/money/conversion.ts), read from the sandbox: the
 * reward specs claim into demo's wallet, so the figure depends on which specs
 * ran before.
 */
export async function demoShownTotal(request: APIRequestContext, token: string): Promise<string> {
  const { balances } = (await playerCall(request, token, '/refresh-balance')) as {
    balances: { currency: string; amount: number }[];
  };
  const rates = catalogueRates();
  const minor = Math.round(
    balances.reduce((sum, { currency, amount }) => sum + amount * (rates.get(currency) ?? 0), 0),
  );
  return `₮${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
