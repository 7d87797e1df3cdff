// Withdrawals against the real sandbox (issue 18 item 3), on a phone and a
// desktop: a fresh player with 50.00 USDT binds a Japanese bank (the region
// chosen on choose-location, reached by keyboard alone), sets the fund
// password in the withdraw popup, withdraws 12.00, sees it pending, then
// paid once the admin approves it; a second request, rejected, is refunded.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { adminCall, creditPlayer, freshAccount, playerCall, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const withdrawals = '/#/pages/Withdrawals/Withdrawals';
const fundPassword = '246810';
const shot = (name: string) => `../build/screenshots/${name}.png`;

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** A touch pull from the top of the page, through the browser's own touch input. */
async function pullDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const cdp = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 195, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(150) });
  for (let y = 170; y <= 450; y += 20) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function latestWithdrawalId(request: Parameters<typeof playerCall>[0], token: string) {
  const { list } = (await playerCall(request, token, '/withdraw/list')) as {
    list: { withdrawalId: number }[];
  };
  const latest = list[0];
  if (!latest) throw new Error('no withdrawal listed');
  return latest.withdrawalId;
}

test('a player binds a bank, withdraws with the fund password, and sees it paid or refunded', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const account = freshAccount('wd');
  await register(page, account);
  const token = await playerToken(page);
  await creditPlayer(request, token, 5000);

  await page.goto(withdrawals);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  const balance = page.getByRole('list', { name: 'Withdrawable balance' });
  await expect(balance).toContainText('₮50.00');
  await expect(page.getByText('No withdrawals yet')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The bind flow; its region is chosen on choose-location, by keyboard alone.
  await page.getByRole('button', { name: 'Add account' }).click();
  let bind = page.getByRole('dialog', { name: 'Add a bank account or wallet' });
  await expect(bind.getByText('Bangladesh', { exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await tabTo(page, bind.getByRole('link', { name: 'Change country or region' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your location' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search for a country or region' });
  await expect(page.getByRole('link', { name: /Bangladesh/ })).toHaveAttribute('aria-current', 'true');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`choose-location-${project}`) });
  await tabTo(page, search);
  await page.keyboard.type('japan');
  await tabTo(page, page.getByRole('link', { name: /Japan/ }));
  await page.keyboard.press('Enter');

  bind = page.getByRole('dialog', { name: 'Add a bank account or wallet' });
  await expect(bind.getByText('Japan', { exact: true })).toBeVisible();
  await bind.getByRole('searchbox', { name: 'Search by bank name or code' }).fill('mizuho bank');
  await expect(bind.getByRole('radio')).toHaveCount(1);
  await bind.getByRole('radio', { name: /Mizuho Bank/ }).check();
  await bind.getByLabel('Account number').fill('12345');
  await bind.getByLabel('Account holder name').fill('Taro Yamada');
  await bind.getByRole('button', { name: 'Add account' }).click();
  await expect(bind.getByLabel('Account number')).toHaveAccessibleDescription('Enter 6 to 34 digits');
  await page.screenshot({ path: shot(`withdraw-bind-${project}`) });
  await bind.getByLabel('Account number').fill('1234567890');
  await bind.getByRole('button', { name: 'Add account' }).click();
  await expect(bind).toBeHidden();
  await expect(page.getByText('Account added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bank accounts and wallets' })).toContainText(
    'Mizuho Bank••••7890',
  );

  // Withdraw: /withdraw/bind/query first, then the popup, which asks for a fund password first.
  const query = page.waitForRequest((sent) => sent.url().endsWith('/api/withdraw/bind/query'));
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await query;
  const setPassword = page.getByRole('dialog', { name: 'Set fund password' });
  await expect(setPassword).toBeVisible();
  await setPassword.getByLabel('New fund password').fill(fundPassword);
  await setPassword.getByLabel('Confirm fund password').fill(fundPassword);
  await setPassword.getByRole('button', { name: 'Set fund password' }).click();
  const popup = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(popup.getByText('Fund password set')).toBeVisible();
  // The player holds no JPY: the withdrawal is in USDT.
  await expect(popup.getByText('Available: ₮50.00 USDT')).toBeVisible();
  await popup.getByLabel('Amount').fill('60');
  await popup.getByLabel('Fund password', { exact: true }).fill('000000');
  await popup.getByRole('button', { name: 'Withdraw' }).click();
  await expect(popup.getByLabel('Amount')).toHaveAccessibleDescription(
    'The maximum amount is ₮50.00 USDT Available: ₮50.00 USDT',
  );
  await popup.getByLabel('Amount').fill('12.00');
  await popup.getByRole('button', { name: 'Withdraw' }).click();
  await expect(popup.getByLabel('Fund password', { exact: true })).toHaveAccessibleDescription(
    'The fund password is wrong',
  );
  await popup.getByLabel('Fund password', { exact: true }).fill(fundPassword);
  expect(await blockingViolations(page)).toEqual([]);
  await page.waitForTimeout(250); // the popup's opening animation
  await page.screenshot({ path: shot(`withdraw-popup-${project}`) });
  await popup.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawal request sent')).toBeVisible();
  await expect(popup).toBeHidden();
  const history = page.getByRole('list', { name: 'Withdrawal history' });
  const first = history.getByRole('listitem').first();
  await expect(first).toContainText('₮12.00');
  await expect(first).toContainText('Pending');
  await expect(first).toContainText('Mizuho Bank ••••7890');
  await expect(balance).toContainText('₮38.00');

  // The admin approves it; the Refresh button shows it paid.
  const approved = await adminCall(request, '/admin/withdrawal', {
    withdrawalId: await latestWithdrawalId(request, token),
    decision: 'approve',
  });
  expect(approved.state).toBe('paid');
  await main.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(first).toContainText('Paid');

  // A second request, rejected: refunded (push 53), and the list says so after a refresh.
  await main.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel('Amount')).toBeVisible();
  await popup.getByLabel('Amount').fill('5');
  await popup.getByLabel('Fund password', { exact: true }).fill(fundPassword);
  await popup.getByRole('button', { name: 'Withdraw' }).click();
  await expect(popup).toBeHidden();
  await expect(first).toContainText('₮5.00');
  await expect(balance).toContainText('₮33.00');
  const rejected = await adminCall(request, '/admin/withdrawal', {
    withdrawalId: await latestWithdrawalId(request, token),
    decision: 'reject',
  });
  expect(rejected.state).toBe('rejected');
  const refunded = await playerCall(request, token, '/refresh-balance');
  expect(refunded.balance).toBe(3800);

  if (project === 'phone') {
    // Touch: a pull from the top reloads the list.
    const reloaded = page.waitForRequest((sent) => sent.url().endsWith('/api/withdraw/list'));
    await pullDown(page);
    await reloaded;
  } else {
    await main.getByRole('button', { name: 'Refresh', exact: true }).click();
  }
  await expect(first).toContainText('Rejected');
  await expect(balance).toContainText('₮38.00');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Paid');
  // The refresh has ended (the indicator closed), and the refund's toast has gone.
  await expect(main.getByRole('button', { name: 'Refresh', exact: true })).not.toHaveAttribute(
    'aria-disabled',
  );
  await expect(page.getByText('has been added to your balance')).toBeHidden({ timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot(`withdrawals-${project}`), fullPage: true });

  // The same page in Arabic.
  await page.addInitScript(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'السحوبات' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'سجل السحوبات' })).toContainText('مرفوض');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`withdrawals-${project}-ar`), fullPage: true });
});

test('open-location offers to choose the region by hand', async ({ page }) => {
  await register(page, freshAccount('loc'));
  await page.goto('/#/pages/open-location/open-location');
  await expect(page.getByRole('heading', { level: 1, name: 'Turn on location' })).toBeVisible();
  await page.getByRole('link', { name: 'Choose my country or region' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your location' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Bangladesh/ })).toBeVisible();
});
