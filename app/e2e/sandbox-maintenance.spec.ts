// Maintenance against the real sandbox (SPEC §2 SystemMaintenance): the admin
// call puts it into maintenance, every /api call then answers 503 with the
// expected end, and the app shows the maintenance page with the time left;
// taken out, the app notices by itself (it checks every 15 s) and returns the
// player to the route they were on.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { blockingViolations } from './axe';
import { adminCall, freshAccount, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const shot = (name: string) => `../build/screenshots/maintenance-${name}-${test.info().project.name}.png`;

async function maintenance(request: APIRequestContext, on: boolean, minutes = 90) {
  return adminCall(request, '/admin/maintenance', on ? { on, minutes } : { on });
}

test.afterEach(async ({ request }) => {
  await maintenance(request, false);
});

test('maintenance on shows the page with the time left; off, the player is back where they were', async ({
  page,
  request,
}) => {
  await register(page, freshAccount('mnt'));
  await page.goto('/#/pages/VipClubsNew/VipClubsNew');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const { endsAt } = await maintenance(request, true, 90);
  expect(typeof endsAt).toBe('number');
  // The app learns of it from its next call: a reload's start-up calls.
  await page.reload();
  await expect(page).toHaveURL(/#\/pages\/SystemMaintenance\/SystemMaintenance$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('We’ll be right back');
  await expect(main.getByText('Expected back in')).toBeVisible();
  // 90 minutes from now: an hour and 29 minutes and some seconds left.
  await expect(main.getByRole('timer')).toContainText('1 hour');
  await expect(main.getByRole('timer')).toContainText('29 minutes');
  // No error toast per refused call: the page says it all.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('page') });

  // Asked to check while still on: it stays.
  await main.getByRole('button', { name: 'Check again' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('We’ll be right back');

  await maintenance(request, false);
  // Within one 15 s check, back to the VIP Club where the player was, still signed in.
  await expect(page).toHaveURL(/#\/pages\/VipClubsNew\/VipClubsNew$/, { timeout: 20_000 });
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('VIP Club');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeHidden();
});

test('the maintenance page reads right to left in Arabic', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.goto('/');
  await maintenance(request, true, 30);
  await page.goto('/#/pages/SystemMaintenance/SystemMaintenance');
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('timer')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('page-ar') });
});
