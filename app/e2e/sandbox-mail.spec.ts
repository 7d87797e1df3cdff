// The player's mail against the real sandbox, at both viewports: a new
// player's welcome mail arrives (count 1 on the bell, or the narrow top bar's
// entry, and on the system tab); opening it lowers both at once and marks it
// read on the sandbox; an admin mail arrives through push 54 without a reload;
// the list pages past 10 mails by lastMailId as the player scrolls; the
// bell's panel (wide) and the page are axe clean; the page in Arabic.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { adminCall, freshAccount, playerCall, playerToken, register, sandboxUrl } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const folder = '../build/screenshots';
const notificationPage = '/#/pages/Notification/Notification';
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 800;

/** The bell: a button opening its panel on wide screens, a link to the page on narrow ones. */
function bell(page: Page, name: string | RegExp) {
  const banner = page.getByRole('banner');
  return isWide(page)
    ? banner.getByRole('button', { name, exact: true })
    : banner.getByRole('link', { name, exact: true });
}

async function sendMail(page: Page, playerId: unknown, type: 1 | 2, title: string, content: string) {
  await adminCall(page.request, '/admin/event', { playerId, cmd: 54, data: { type, title, content } });
}

test('the welcome mail arrives, is read, and an admin mail comes through push 54', async ({
  page,
}, testInfo) => {
  await register(page, freshAccount('mail'));
  const token = await playerToken(page);
  const { userId } = await playerCall(page.request, token, '/user/get/info');

  // The welcome mail (SPEC §4: the counts are loaded on the token change).
  await expect(bell(page, 'Notifications (1 unread message)')).toBeVisible();
  await expect(bell(page, 'Notifications (1 unread message)')).toHaveText('1');

  if (isWide(page)) {
    await bell(page, 'Notifications (1 unread message)').click();
    const panel = page.locator('.bell-panel .hover-panel__panel');
    await expect(panel.getByRole('heading', { name: 'Latest messages' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Unread: Welcome aboard!/ })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `${folder}/mail-panel-${testInfo.project.name}.png` });
    await panel.getByRole('link', { name: 'See all messages' }).click();
    await expect(panel).toBeHidden();
  } else {
    await bell(page, 'Notifications (1 unread message)').click();
  }
  await expect(page).toHaveURL(/#\/pages\/Notification\/Notification/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const systemTab = main.getByRole('tab', { name: /^System,/ });
  const personalTab = main.getByRole('tab', { name: /^Personal,/ });
  await expect(systemTab).toHaveAccessibleName('System, 1 unread message');
  await expect(systemTab).toHaveAttribute('aria-selected', 'true');
  await expect(personalTab).toHaveAccessibleName('Personal, no unread messages');
  const welcome = main.getByRole('button', { name: /Welcome aboard!/ });
  await expect(welcome).toHaveAttribute('aria-expanded', 'false');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/mail-page-${testInfo.project.name}.png`, fullPage: true });

  // Opening it shows its text and lowers the tab and the bell at once; the sandbox has it read.
  await welcome.click();
  await expect(welcome).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByText(/Your account is ready/)).toBeVisible();
  await expect(systemTab).toHaveAccessibleName('System, no unread messages');
  await expect(bell(page, 'Notifications')).toBeVisible();
  await expect
    .poll(() => playerCall(page.request, token, '/mail/unread'))
    .toEqual({
      unread: 0,
      system: 0,
      personal: 0,
    });
  await page.screenshot({ path: `${folder}/mail-opened-${testInfo.project.name}.png`, fullPage: true });

  // An operator's mail arrives through the socket (push 54), no reload.
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await sendMail(page, userId, 2, 'Weekend tournament', 'Join the slots tournament this weekend.');
  await expect(personalTab).toHaveAccessibleName('Personal, 1 unread message');
  await expect(bell(page, 'Notifications (1 unread message)')).toBeVisible();
  await personalTab.focus();
  await expect(personalTab).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(systemTab).toBeFocused();
  await page.keyboard.press('End');
  await expect(personalTab).toHaveAttribute('aria-selected', 'true');
  const tournament = main.getByRole('button', { name: /Unread: Weekend tournament/ });
  await expect(tournament).toBeVisible();
  await tournament.click();
  await expect(main.getByText('Join the slots tournament this weekend.')).toBeVisible();
  await expect(personalTab).toHaveAccessibleName('Personal, no unread messages');
  await expect(bell(page, 'Notifications')).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loads);

  // A new mail while the list is open shows at its top.
  await sendMail(page, userId, 2, 'Second note', 'Another operator mail.');
  await expect(main.getByRole('listitem').first()).toContainText('Second note');
  expect(await blockingViolations(page)).toEqual([]);
});

test('the list pages past 10 mails by lastMailId as the player scrolls', async ({ page }) => {
  await register(page, freshAccount('mailpg'));
  const token = await playerToken(page);
  const { userId } = await playerCall(page.request, token, '/user/get/info');
  // The welcome mail plus 14 system mails: two pages and a half.
  for (let index = 1; index <= 14; index += 1)
    await sendMail(page, userId, 1, `Notice ${index}`, `System notice number ${index}.`);
  await expect(bell(page, 'Notifications (15 unread messages)')).toBeVisible();

  const asked: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/query-mail'))
      asked.push(Number((request.postDataJSON() as { lastMailId?: number }).lastMailId ?? 0));
  });
  await page.goto(notificationPage);
  const rows = page.getByRole('main').locator('.mail-row');
  await expect(rows.first()).toContainText('Notice 14');
  // The first page fills the screen; the rest come as the player scrolls down.
  await expect(rows).toHaveCount(15);
  const end = page.getByRole('main').getByText('That’s all your messages.');
  await rows.last().scrollIntoViewIfNeeded();
  await expect(end).toBeVisible();
  await expect(rows.last()).toContainText('Welcome aboard!');
  // Each page after the last one's lastMailId: 0, then two more, the last answering none.
  expect(asked[0]).toBe(0);
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.slice(1).every((id) => id > 0)).toBe(true);
  const titles = await rows.locator('.mail-row__title').allTextContents();
  expect(new Set(titles).size).toBe(15);
});

test('the mail in Arabic', async ({ page, request }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  // The register dialog speaks Arabic: sign the player up through the sandbox, then sign in by token.
  const registered = await request.post(`${sandboxUrl}/api/user/register`, {
    data: { account: freshAccount('mailar'), password: 'secret123' },
  });
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  await page.addInitScript((value) => localStorage.setItem('lobbykit.token', value), token);
  await page.goto(notificationPage);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  const welcome = main.getByRole('button', { name: /أهلاً بك!/ });
  await welcome.click();
  await expect(main.getByText(/حسابك جاهز/)).toBeVisible();
  // Right to left the left arrow goes to the next tab.
  await main.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('tab', { selected: true })).toHaveAccessibleName(/شخصية/);
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { selected: true })).toHaveAccessibleName(/النظام/);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: `${folder}/mail-page-${testInfo.project.name}-ar.png`, fullPage: true });
  if (isWide(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'الإشعارات', exact: true }).click();
    await expect(page.locator('.bell-panel .hover-panel__panel')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `${folder}/mail-panel-${testInfo.project.name}-ar.png` });
  }
});
