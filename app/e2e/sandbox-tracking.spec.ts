// SPEC §7's tracking events against the real sandbox: each Sign in, Register
// and Deposit button sends its event once per click to site.yaml's sink
// (/api/track), which the sandbox records (/admin/tracking lists them).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminCall, freshAccount, playerCall, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

interface Recorded {
  readonly event: string;
  readonly userId: number | null;
}

async function recorded(request: APIRequestContext): Promise<Recorded[]> {
  const { events } = (await adminCall(request, '/admin/tracking')) as { events: Recorded[] };
  return events.map(({ event, userId }) => ({ event, userId }));
}

/** The events recorded while `act` runs (the sandbox keeps every spec's; only the new ones count). */
async function trackedDuring(
  page: Page,
  request: APIRequestContext,
  act: () => Promise<void>,
): Promise<Recorded[]> {
  const before = (await recorded(request)).length;
  let sent = 0;
  const onRequest = (sent_: { url: () => string }) => {
    if (sent_.url().endsWith('/api/track')) sent += 1;
  };
  page.on('request', onRequest);
  await act();
  // Beacons leave after the click: wait until each has been answered.
  await expect.poll(async () => (await recorded(request)).length - before).toBeGreaterThanOrEqual(sent);
  page.off('request', onRequest);
  return (await recorded(request)).slice(before);
}

test('a visitor’s Sign in and Register buttons each send their event once', async ({ page, request }) => {
  await page.goto('/');
  const topBar = page.getByRole('banner');
  const events = await trackedDuring(page, request, async () => {
    await topBar.getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Close' }).click();
    await expect(signIn).toBeHidden();
    await topBar.getByRole('button', { name: 'Register' }).click();
    const registerDialog = page.getByRole('dialog', { name: 'Create your account' });
    // The dialog's own "Sign in" link is a Sign in button too.
    await registerDialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
  expect(events).toEqual([
    { event: 'click_login_btn', userId: null },
    { event: 'click_register_btn', userId: null },
    { event: 'click_login_btn', userId: null },
  ]);
});

test('a page’s sign-in prompt tracks its Sign in button once', async ({ page, request }) => {
  await page.goto('/#/pages/Wallet/Wallet');
  const events = await trackedDuring(page, request, async () => {
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
  expect(events).toEqual([{ event: 'click_login_btn', userId: null }]);
});

test('each Deposit button sends click_deposit once, with the player’s id', async ({ page, request }) => {
  await register(page, freshAccount('trk'));
  const { userId } = await playerCall(request, await playerToken(page), '/user/get/info');
  const wide = (page.viewportSize()?.width ?? 0) >= 800;
  const events = await trackedDuring(page, request, async () => {
    // The Account tab's Deposit button.
    await page.goto('/#/pages/Account/Account');
    await page.getByRole('main').getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/#\/pages\/Wallet\/Wallet$/);
    // The side menu's Deposit entry (a drawer on a phone).
    await page.goto('/#/pages/Account/Account');
    if (!wide) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Deposit' })
      .click();
    await expect(page).toHaveURL(/#\/pages\/Wallet\/Wallet$/);
    if (wide) {
      // The top bar's wallet icon (wide screens).
      await page.goto('/#/pages/Account/Account');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Deposit/ })
        .click();
      await expect(page).toHaveURL(/#\/pages\/Wallet\/Wallet$/);
    }
  });
  expect(events).toEqual(Array.from({ length: wide ? 3 : 2 }, () => ({ event: 'click_deposit', userId })));
});
