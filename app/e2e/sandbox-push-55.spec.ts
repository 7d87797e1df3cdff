// SPEC §7's push 55 against the real sandbox: the session is cleared and the
// page reloads, signed out.
import { expect, test } from '@playwright/test';
import { adminCall, freshAccount, playerCall, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

test('push 55 clears the session and reloads the page, signed out', async ({ page, request }) => {
  await register(page, freshAccount('p55'));
  const { userId } = await playerCall(request, await playerToken(page), '/user/get/info');
  // A mark the reload wipes: it tells a reload from a re-render.
  await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await adminCall(request, '/admin/event', { playerId: userId, cmd: 55, data: {} });
  await reloaded;
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('lobbykit.token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
