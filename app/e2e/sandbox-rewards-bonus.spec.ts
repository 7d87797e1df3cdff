// What rewards a signed-in player, against the real sandbox, at both
// viewports: the bonus box's badge is SPEC §4's sum of the sandbox's state
// and falls after each claim (wide top bar); the daily sign-in claim; a task
// claimed once its goal is met (a deposit, then first deposit); the prize
// wheel landing on the server's prize with the balance risen by it, a second
// press while it turns doing nothing; push 60 bringing the spin prompt (and
// not below the cheapest cost); a visitor's bonus box opening bonus-cabinet;
// axe clean on each popup.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { adminCall, freshAccount, playerCall, playerToken, register, sandboxUrl } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const folder = '../build/screenshots';
const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 800;
const balance = (page: Page) => page.getByRole('banner').locator('.top-bar__balance');
const bonusBox = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Bonus box/ });
const money = (minorUnits: number) => new RegExp(`₮${(minorUnits / 100).toFixed(2).replace('.', '\\.')}`);

type Answer = Record<string, unknown>;
interface Offer {
  countdown: number;
  switchStatus: number;
  rewardRate: number;
  extraCountdown?: number;
}

/** SPEC §4's badge count, computed here from the sandbox's own answers (not the app's code). */
async function expectedBadge(page: Page): Promise<number> {
  const token = await playerToken(page);
  const call = (path: string, data: object = {}) => playerCall(page.request, token, path, data);
  const [signin, general, records, score, wheel, tasks, packet] = await Promise.all([
    call('/signin/info'),
    call('/general/reward'),
    call('/apply/activity/record', { type: 1 }),
    call('/get/spin-score'),
    call('/spinwheel/cfg'),
    call('/task/info'),
    call('/welcome/packet'),
  ]);
  const days = (signin.Available as { status: number }[]).filter((day) => day.status === 1).length;
  const rewards = Object.values(general.rewards as Record<string, { status: number; reward: number }>).filter(
    (entry) => entry.status === 1 && entry.reward > 0,
  ).length;
  const claimable = (records.records as { status: number }[]).filter((record) => record.status === 2).length;
  const costs = (wheel.items as { cost: number; status: number }[])
    .filter((item) => item.status === 1)
    .map((item) => item.cost);
  const spins =
    wheel.status === 1 && costs.length > 0 && (score.spinScore as number) >= Math.min(...costs) ? 1 : 0;
  const offers = packet as unknown as {
    payCount: number;
    firstPay: Offer;
    secondPay: Offer;
    thirdPay: Offer;
  };
  const running = (offer: Offer) => offer.switchStatus === 1 && offer.countdown > 0;
  const depositBonus =
    offers.payCount === 0
      ? (offers.firstPay.switchStatus === 1 && (offers.firstPay.extraCountdown ?? 0) > 0) ||
        running(offers.firstPay)
      : offers.payCount === 1
        ? running(offers.secondPay)
        : offers.payCount === 2 && running(offers.thirdPay);
  const task = (tasks.tasks as { status: number; takeReward: boolean }[]).some(
    (entry) => entry.status === 1 && !entry.takeReward,
  );
  return days + rewards + claimable + spins + (depositBonus ? 1 : 0) + (task ? 1 : 0);
}

/** The wide top bar's badge equals the sandbox's sum (it may take a refresh to get there). */
async function expectBadgeToMatch(page: Page): Promise<number> {
  let expected = -1;
  await expect(async () => {
    expected = await expectedBadge(page);
    const name =
      expected > 0 ? `Bonus box (${expected} reward${expected === 1 ? '' : 's'} to claim)` : 'Bonus box';
    await expect(bonusBox(page)).toHaveAccessibleName(name, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return expected;
}

/** Opens a side-menu entry (from the drawer on a phone). */
async function openMenuEntry(page: Page, name: string): Promise<void> {
  if (!isWide(page)) await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name }).click();
}

/** The keys of /general/reward entries claimable now (status 1, reward above 0). */
async function claimableTaskKeys(page: Page): Promise<string[]> {
  const general = await playerCall(page.request, await playerToken(page), '/general/reward');
  return Object.entries(general.rewards as Record<string, { status: number; reward: number }>)
    .filter(([, entry]) => entry.status === 1 && entry.reward > 0)
    .map(([key]) => key);
}

/** What the badge gains from tasks that became claimable since `before`: each reward, and the task term once. */
async function newlyClaimableTasks(page: Page, before: readonly string[]): Promise<number> {
  const now = (await claimableTaskKeys(page)).filter((key) => !before.includes(key));
  return now.length + (now.length > 0 && before.length === 0 ? 1 : 0);
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await blockingViolations(page)).toEqual([]);
}

test('a visitor’s bonus box opens bonus-cabinet (S-TOPBAR-BONUSBOX-VISITOR)', async ({ page }) => {
  test.skip(!isWide(page), 'the bonus box is in the wide top bar');
  await page.goto('/');
  await bonusBox(page).click();
  await expect(page).toHaveURL(/#\/pages\/bonus-cabinet\/bonus-cabinet$/);
});

test('the daily sign-in claim raises the balance and the badge falls (S-POPUP-DAILY-SIGNIN)', async ({
  page,
}, testInfo) => {
  await register(page, freshAccount('signin'));
  const start = (await playerCall(page.request, await playerToken(page), '/refresh-balance'))
    .balance as number;
  await expect(balance(page)).toHaveText(money(start));
  const before = isWide(page) ? await expectBadgeToMatch(page) : 0;
  const info = await playerCall(page.request, await playerToken(page), '/signin/info');
  const today = (info.Available as { day: number; reward: number; status: number }[]).find(
    (day) => day.status === 1,
  );
  if (!today) throw new Error('a new player has no sign-in day to claim');
  const tasksBefore = await claimableTaskKeys(page);

  await openMenuEntry(page, 'Daily sign-in');
  const dialog = page.getByRole('dialog', { name: 'Daily sign-in' });
  await expect(dialog.getByRole('listitem')).toHaveCount(7);
  await expect(dialog.getByRole('listitem').nth(today.day - 1)).toContainText('Today');
  await expectAxeClean(page);
  await page.screenshot({ path: `${folder}/rewards-daily-sign-in-${testInfo.project.name}.png` });
  await dialog.getByRole('button', { name: 'Collect' }).click();
  await expect(dialog.getByRole('button', { name: 'Collected' })).toBeDisabled();
  await expect(dialog.getByText('You’ve signed in today. See you tomorrow.')).toBeVisible();
  await expect(balance(page)).toHaveText(money(start + today.reward));
  const after = await playerCall(page.request, await playerToken(page), '/signin/info');
  expect(after.todaySignIn).toBe(true);
  expect((after.Available as { status: number }[]).filter((day) => day.status === 1)).toHaveLength(0);
  // The claimed day leaves the count; a task the sign-in completed may join it (both are the sandbox's sum).
  const tasksDone = await newlyClaimableTasks(page, tasksBefore);
  if (isWide(page)) expect(await expectBadgeToMatch(page)).toBe(before - 1 + tasksDone);
});

test('a task is claimed once its goal is met, and the badge falls (S-POPUP-TASKS)', async ({
  page,
}, testInfo) => {
  await register(page, freshAccount('tasks'));
  const token = await playerToken(page);
  const firstDeposit = async () =>
    ((await playerCall(page.request, token, '/task/info')).tasks as Answer[]).find(
      (task) => task.kind === 'deposit',
    );
  expect((await firstDeposit())?.status).toBe(0);
  if (isWide(page)) await expectBadgeToMatch(page);

  // A deposit through the API meets the goal; its push 60 refreshes the app's tasks.
  const deposit = await playerCall(page.request, token, '/wallet/deposit', {
    currency: 'USDT',
    amount: 2000,
    idempotencyKey: `tasks-${Date.now()}-${Math.random()}`,
  });
  const done = await firstDeposit();
  expect(done?.status).toBe(1);
  const before = isWide(page) ? await expectBadgeToMatch(page) : 0;

  await openMenuEntry(page, 'Task center');
  const dialog = page.getByRole('dialog', { name: 'Task center' });
  const row = dialog.locator(`[data-task="${String(done?.key)}"]`);
  await expect(row).toHaveAttribute('data-state', 'claimable');
  await expectAxeClean(page);
  await page.screenshot({ path: `${folder}/rewards-task-centre-${testInfo.project.name}.png` });
  const balanceBefore = (deposit.balance as number) ?? 0;
  await row.getByRole('button', { name: 'Claim' }).click();
  await expect(row).toHaveAttribute('data-state', 'claimed');
  await expect(row).toContainText('Claimed');
  await expect(balance(page)).toHaveText(money(balanceBefore + (done?.reward as number)));
  expect((await firstDeposit())?.takeReward).toBe(true);
  if (isWide(page)) expect(await expectBadgeToMatch(page)).toBeLessThan(before);
});

test('the bonus box lists the novice tasks on hover and on the keyboard (S-TOPBAR-BONUSBOX)', async ({
  page,
}, testInfo) => {
  test.skip(!isWide(page), 'the bonus box is in the wide top bar');
  await register(page, freshAccount('novice'));
  const tasks = (await playerCall(page.request, await playerToken(page), '/task/info')).tasks as Answer[];
  const novice = tasks.filter((task) => task.novice === true);
  await bonusBox(page).hover();
  const panel = page.getByRole('banner').locator('.bonus-box .hover-panel__panel');
  await expect(panel.getByRole('heading', { name: 'Beginner tasks' })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(novice.length);
  await expectAxeClean(page);
  await page.screenshot({ path: `${folder}/rewards-bonus-box-${testInfo.project.name}.png` });
  await page.mouse.move(0, 400);
  await expect(panel).toBeHidden();
  await bonusBox(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('push 60 prompts a spin, and the wheel lands on the server’s prize (S-POPUP-SPIN, K-SOCKET-60-*)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000); // the wheel turns 6 s, and axe runs four times
  const account = freshAccount('wheel');
  await register(page, account);
  const token = await playerToken(page);
  const start = (await playerCall(page.request, token, '/refresh-balance')).balance as number;
  const config = await playerCall(page.request, token, '/spinwheel/cfg');
  const wheels = (config.items as { wheelId: number; cost: number; status: number; prizes: unknown[] }[])
    .filter((wheel) => wheel.status === 1)
    .sort((a, b) => a.cost - b.cost);
  const cheapest = wheels[0];
  if (!cheapest) throw new Error('the sandbox has no wheel on');
  // The app has loaded the wheels (the prompt compares with the stored lowest cost) once its rewards are in.
  await page.waitForLoadState('networkidle');

  // Below the cheapest cost: no prompt; at it: the prompt, and Spin now opens the wheel.
  await adminCall(request, '/admin/event', { account, cmd: 60, data: { spinScore: cheapest.cost - 1 } });
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const taskRefresh = page.waitForRequest((sent) => sent.url().endsWith('/api/task/info'));
  await adminCall(request, '/admin/event', { account, cmd: 60, data: { spinScore: cheapest.cost } });
  await taskRefresh;
  const prompt = page.getByRole('dialog', { name: 'Spin & win' });
  await expect(prompt).toContainText('You have enough points to spin the wheel');
  await expectAxeClean(page);
  await prompt.getByRole('button', { name: 'Spin now' }).click();
  await expect(page.getByRole('button', { name: 'Spin now' })).toBeHidden();

  const dialog = page.getByRole('dialog', { name: 'Spin & win' });
  await expect(dialog.getByText(`Your points: ${cheapest.cost}`)).toBeVisible();
  await expectAxeClean(page);
  const spins: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/spinwheel/spin')) spins.push(sent.url());
  });
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/spinwheel/spin'));
  const pointer = dialog.locator('.prize-wheel-pointer');
  // The idle pointer pulses (SPEC §2), so it is never still enough for Playwright's stability wait.
  await pointer.click({ force: true });
  const spin = ((await (await answered).json()) as { data: { prizeIndex: number; reward: number } }).data;
  const wheel = dialog.locator('.prize-wheel');
  await expect(wheel).toHaveAttribute('data-state', 'turning');
  // A second press while it turns does nothing.
  await pointer.click({ force: true });
  await expect(dialog.getByRole('status')).toContainText('You won', { timeout: 15_000 });
  expect(spins).toHaveLength(1);
  const rotation = Number(await wheel.getAttribute('data-rotation'));
  const count = cheapest.prizes.length;
  const underPointer = Math.floor((((-rotation % 360) + 360) % 360) / (360 / count)) % count;
  expect(underPointer).toBe(spin.prizeIndex);
  await expect(balance(page)).toHaveText(money(start + spin.reward));
  // The score is spent: the next spin is refused, with its reason.
  await expect(dialog.getByText('Your points: 0')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Spin', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(dialog.getByText('You don’t have enough points to spin yet.')).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: `${folder}/rewards-wheel-${testInfo.project.name}.png` });
});

test('Task Center shows in the side menu only while the task switch is on (S-SIDE-21-VISIBLE)', async ({
  page,
  request,
}) => {
  await register(page, freshAccount('switch'));
  const entry = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Task center' });
  const menu = async () => {
    if (!isWide(page)) await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  };
  await menu();
  await expect(entry).toBeVisible();
  try {
    await adminCall(request, '/admin/task-switch', { on: false });
    const switchRead = page.waitForResponse((response) => response.url().endsWith('/api/general/reward'));
    await page.reload();
    expect(
      ((await (await switchRead).json()) as { data: { task: { switch: boolean } } }).data.task.switch,
    ).toBe(false);
    await menu();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Daily sign-in' }),
    ).toBeVisible();
    await expect(entry).toHaveCount(0);
  } finally {
    await adminCall(request, '/admin/task-switch', { on: true });
  }
  await page.reload();
  await menu();
  await expect(entry).toBeVisible();
});

test('the reward popups in Arabic', async ({ page, request }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  // The register dialog speaks Arabic: sign the player up through the sandbox, then sign in by token.
  const account = freshAccount('rewardsar');
  const registered = await request.post(`${sandboxUrl}/api/user/register`, {
    data: { account, password: 'secret123' },
  });
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('lobbykit.token', value), token);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  if (!isWide(page)) await page.getByRole('banner').getByRole('button', { name: 'فتح القائمة' }).click();
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('button', { name: 'مركز المهام' })
    .click();
  const tasks = page.getByRole('dialog', { name: 'مركز المهام' });
  await expect(tasks.getByRole('listitem').first()).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: `${folder}/rewards-task-centre-${testInfo.project.name}-ar.png` });
  await page.keyboard.press('Escape');
  await expect(tasks).toBeHidden();
  await adminCall(request, '/admin/event', { account, cmd: 60, data: { spinScore: 5 } });
  if (!isWide(page)) await page.getByRole('banner').getByRole('button', { name: 'فتح القائمة' }).click();
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('button', { name: 'أدِر العجلة واربح جوائز' })
    .click();
  const wheel = page.getByRole('dialog', { name: 'أدِر واربح' });
  await expect(wheel.locator('.prize-wheel')).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: `${folder}/rewards-wheel-${testInfo.project.name}-ar.png` });
});
