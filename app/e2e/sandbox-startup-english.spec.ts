// SPEC §8's start-up failure against the real sandbox: with the messages
// fetch failing, a player signs up in English and the pushes' modals (51:
// signed in elsewhere, 52: account disabled) read English too, not ids.
import { expect, test } from '@playwright/test';
import { adminCall, freshAccount, playerCall, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

test('with the messages fetch failing, the 51 and 52 modals read English', async ({ page, request }) => {
  await page.route('**/i18n/*.json', (route) => route.abort('failed'));
  await register(page, freshAccount('en51'));
  const { userId } = await playerCall(request, await playerToken(page), '/user/get/info');
  await adminCall(request, '/admin/event', { playerId: userId, cmd: 51, data: {} });
  const elsewhere = page.getByRole('dialog', { name: 'Signed in on another device' });
  await expect(elsewhere).toBeVisible();
  await expect(elsewhere.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(/modals\.\w+/)).toHaveCount(0);
  await page.screenshot({ path: `../build/screenshots/startup-english-51-${test.info().project.name}.png` });
});

test('with the messages fetch failing, the account-disabled modal reads English', async ({
  page,
  request,
}) => {
  await page.route('**/i18n/*.json', (route) => route.abort('failed'));
  await register(page, freshAccount('en52'));
  const { userId } = await playerCall(request, await playerToken(page), '/user/get/info');
  await adminCall(request, '/admin/event', { playerId: userId, cmd: 52, data: {} });
  await expect(page.getByRole('dialog', { name: /disabled/i })).toBeVisible();
  await expect(page.getByText(/modals\.\w+/)).toHaveCount(0);
});
