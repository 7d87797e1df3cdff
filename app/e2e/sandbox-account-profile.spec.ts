// The player's own account pages against the real sandbox (issue 19), on a
// phone and a desktop: a new player changes avatar and nickname (in the
// session at once, and after a reload), sets a fund password and changes it
// with the old one, changes the login password and signs in again with the
// new one (the old one refused), binds a mobile number and an email with the
// code the admin call reads, and sets the birthday once on the details page.
// Each page and popup is held to axe and photographed.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { adminCall, freshAccount, playerCall, playerToken, register } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const profileUrl = '/#/pages/ProfileInfo/ProfileInfo';
const manageUrl = '/#/pages/ManageAccount/ManageAccount';
const detailsUrl = '/#/pages/myPageDetails/myPageDetails';
const shot = (name: string) => `../build/screenshots/${name}.png`;

/** Axe clean, then a photograph, once the popup's opening animation has ended. */
async function checkAndShoot(page: Page, name: string) {
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(name), fullPage: true });
}

/** The last verification code the sandbox "sent" for the account (its admin call). */
async function lastCode(request: Parameters<typeof adminCall>[0], account: string): Promise<string> {
  const { code } = await adminCall(request, '/admin/verify-code', { account, purpose: 'bind' });
  return String(code);
}

/** A Chinese mobile number no other run of this server has bound (86: 11 digits from 13-19). */
function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

test('a new player changes avatar and nickname, the fund password and the login password', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const account = freshAccount('prof');
  await register(page, account);

  // ProfileInfo: a new avatar and nickname, in the session at once and after a reload.
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile info' })).toBeVisible();
  const avatars = page.getByRole('group', { name: 'Choose an avatar' });
  await expect(avatars.getByRole('radio')).toHaveCount(21);
  await checkAndShoot(page, `profile-info-${project}`);
  const nickname = page.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill('J');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  await expect(nickname).toHaveAccessibleDescription('Use at least 2 characters 2 to 20 characters');
  // The arrow keys move the choice within the group.
  await avatars.getByRole('radio', { name: 'Avatar 6' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(avatars.getByRole('radio', { name: 'Avatar 7' })).toBeChecked();
  await nickname.fill('  Lucky Star  ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lucky Star' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lobbykit.userinfo') ?? '{}'));
  expect(stored).toMatchObject({ user: { nickName: 'Lucky Star', headId: 7 } });
  const info = await playerCall(request, await playerToken(page), '/user/get/info');
  expect(info).toMatchObject({ nickName: 'Lucky Star', headId: 7 });
  // At once, without a reload: the wide top bar's avatar menu, or the Account tab on a phone.
  if (project === 'desktop') {
    const menu = page.getByRole('banner').getByRole('button', { name: 'Open account menu' });
    await expect(menu.locator('img')).toHaveAttribute('src', /avatar-07/);
    await menu.click();
    await expect(page.getByRole('banner').getByText('Lucky Star', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    // The page's own route change (no tab bar on ProfileInfo): the session stays in memory.
    await page.evaluate(() => {
      window.location.hash = '#/pages/Account/Account';
    });
    await expect(page.getByRole('main').getByText('Lucky Star', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('img[src*="avatar-07"]').first()).toBeVisible();
    await page.goBack();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Lucky Star' })).toBeVisible();
  await expect(avatars.getByRole('radio', { name: 'Avatar 7' })).toBeChecked();

  // ManageAccount: a first fund password, then changed with the old one.
  await page.goto(manageUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage account' })).toBeVisible();
  const fundRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Fund password' }) });
  await expect(fundRow).toContainText('Not set');
  await checkAndShoot(page, `manage-account-${project}`);
  await fundRow.getByRole('button', { name: 'Set fund password' }).click();
  let popup = page.getByRole('dialog', { name: 'Set fund password' });
  await popup.getByLabel('New fund password').fill('1357');
  await popup.getByRole('button', { name: 'Set fund password' }).click();
  await expect(popup.getByLabel('New fund password')).toHaveAccessibleDescription('Use exactly 6 digits');
  await checkAndShoot(page, `manage-fund-password-set-${project}`);
  await popup.getByLabel('New fund password').fill('135790');
  await popup.getByLabel('Confirm fund password').fill('135790');
  await popup.getByRole('button', { name: 'Set fund password' }).click();
  // The toast is checked before the popup's going: it lasts 1.5 s from that moment, and
  // the wait for the popup to go can itself take a second of polling.
  await expect(page.getByText('Fund password set')).toBeVisible();
  await expect(popup).toBeHidden();
  await expect(fundRow).toContainText('Set');

  await fundRow.getByRole('button', { name: 'Change fund password' }).click();
  popup = page.getByRole('dialog', { name: 'Change fund password' });
  await popup.getByLabel('Current fund password').fill('000000');
  await popup.getByLabel('New fund password').fill('246810');
  await popup.getByLabel('Confirm fund password').fill('246810');
  await popup.getByRole('button', { name: 'Change fund password' }).click();
  await expect(popup.getByLabel('Current fund password')).toHaveAccessibleDescription(
    'The current fund password is wrong.',
  );
  await checkAndShoot(page, `manage-fund-password-change-${project}`);
  await popup.getByLabel('Current fund password').fill('135790');
  await popup.getByRole('button', { name: 'Change fund password' }).click();
  await expect(page.getByText('Fund password changed')).toBeVisible();
  await expect(popup).toBeHidden();

  // The login password: the rules ticked as the player types, a wrong current one said at its field.
  await page.getByRole('button', { name: 'Change login password' }).click();
  popup = page.getByRole('dialog', { name: 'Change login password' });
  // What a screen reader reads of each rule (the visible rule is hidden from it).
  const rules = popup.getByRole('list', { name: 'Your new password needs' });
  const spokenRules = rules.getByRole('listitem').locator('.visually-hidden');
  await popup.getByLabel('Current password').fill('not-it-1');
  await popup.getByLabel('New password', { exact: true }).fill('fresh');
  await expect(spokenRules).toHaveText([
    'At least 8 characters: not yet',
    'A letter: done',
    'A number: not yet',
    'Both new passwords match: not yet',
  ]);
  await checkAndShoot(page, `manage-login-password-${project}`);
  await popup.getByLabel('New password', { exact: true }).fill('fresh-start-7');
  await popup.getByLabel('Confirm new password').fill('fresh-start-7');
  await expect(spokenRules).toHaveText([
    'At least 8 characters: done',
    'A letter: done',
    'A number: done',
    'Both new passwords match: done',
  ]);
  await popup.getByRole('button', { name: 'Change login password' }).click();
  await expect(popup.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is wrong.',
  );
  // A wrong password is not a dead session: still signed in.
  expect(await playerToken(page)).toMatch(/^[0-9a-f]{64}$/);
  await popup.getByLabel('Current password').fill('secret123');
  await popup.getByRole('button', { name: 'Change login password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(popup).toBeHidden();

  // Signed out (the token forgotten), the old password is refused and the new one signs in.
  await page.evaluate(() => {
    localStorage.removeItem('lobbykit.token');
    localStorage.removeItem('lobbykit.userinfo');
  });
  await page.goto('/');
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('Account').fill(account);
  await signIn.getByLabel('Password', { exact: true }).fill('secret123');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
  await signIn.getByLabel('Password', { exact: true }).fill('fresh-start-7');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toBeHidden();
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { level: 2, name: 'Lucky Star' })).toBeVisible();
});

test('a player binds a mobile number with the code, the countdown kept across a reload, and sets the birthday', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const account = freshAccount('mob');
  const mobile = freshMobile();
  await register(page, account);
  await page.goto(manageUrl);
  await page.getByRole('button', { name: 'Add mobile number' }).click();
  const popup = page.getByRole('dialog', { name: 'Add mobile number' });
  await expect(popup.getByRole('combobox', { name: 'Area code' })).toHaveValue('86');
  await popup.getByLabel('Mobile number').fill('12345');
  await popup.getByRole('button', { name: 'Send code' }).click();
  await expect(popup.getByLabel('Mobile number')).toHaveAccessibleDescription('Enter a valid phone number');
  await popup.getByLabel('Mobile number').fill(mobile);
  await popup.getByRole('button', { name: 'Send code' }).click();
  await expect(popup.getByText(`We sent a code to +86 ${mobile}.`)).toBeVisible();
  await expect(popup.getByRole('button', { name: /^Resend in \d+ seconds$/ })).toBeDisabled();
  await expect(popup.getByLabel('Verification code')).toBeFocused();

  // A reload keeps the popup (it is in the address) and the countdown (its end time is stored).
  await page.waitForTimeout(2000);
  await page.reload();
  const reloaded = page.getByRole('dialog', { name: 'Add mobile number' });
  const timer = reloaded.getByRole('button', { name: /^Resend in \d+ seconds$/ });
  await expect(timer).toBeDisabled();
  const left = Number(await timer.getAttribute('data-seconds-left'));
  expect(left).toBeGreaterThan(40);
  expect(left).toBeLessThan(59);

  const code = await lastCode(request, account);
  await reloaded.getByLabel('Mobile number').fill(mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  await reloaded.getByLabel('Verification code').fill(wrong);
  await reloaded.getByRole('button', { name: 'Verify' }).click();
  await expect(reloaded.getByLabel('Verification code')).toHaveAccessibleDescription(
    'The code is wrong or has expired. Check it, or send a new one.',
  );
  await checkAndShoot(page, `manage-bind-mobile-${project}`);
  await reloaded.getByLabel('Verification code').fill(code);
  await reloaded.getByRole('button', { name: 'Verify' }).click();
  await expect(reloaded).toBeHidden();
  await expect(page.getByText('Mobile number verified')).toBeVisible();
  const mobileRow = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Mobile number' }) });
  await expect(mobileRow).toContainText(`+86 ${mobile} Verified`);

  // The details page: the mobile verified, the birthday set once after a confirmation.
  await page.goto(detailsUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
  await expect(page.getByText(`+86 ${mobile}`)).toBeVisible();
  const birthday = page.getByLabel('Birthday', { exact: true });
  await birthday.fill('2015-06-01');
  await page.getByRole('button', { name: 'Save birthday' }).click();
  await expect(birthday).toHaveAccessibleDescription(/^You must be at least 18 years old\./);
  await checkAndShoot(page, `details-${project}`);
  await birthday.fill('1990-01-31');
  await page.getByRole('button', { name: 'Save birthday' }).click();
  const confirm = page.getByRole('dialog', { name: 'Save your birthday?' });
  await expect(confirm).toContainText('Your birthday will be January 31, 1990. You can’t change it later.');
  await checkAndShoot(page, `details-birthday-confirm-${project}`);
  await confirm.getByRole('button', { name: 'Save birthday' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your birthday is saved and can’t be changed.')).toBeVisible();
  await expect(page.getByText('January 31, 1990')).toBeVisible();
  const details = await playerCall(request, await playerToken(page), '/user/details');
  expect(details).toMatchObject({ birthday: '1990-01-31', mobile, areaCode: '86', mobileVerified: true });
  await page.reload();
  await expect(page.getByText('January 31, 1990')).toBeVisible();
  await checkAndShoot(page, `details-set-${project}`);
});

test('a player binds an email with the code; another account cannot bind it', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const account = freshAccount('mail');
  const email = `${account}@example.com`;
  await register(page, account);
  await page.goto(manageUrl);
  await page.getByRole('button', { name: 'Add email' }).click();
  const popup = page.getByRole('dialog', { name: 'Add email' });
  await popup.getByLabel('Email').fill('not-an-address');
  await popup.getByRole('button', { name: 'Send code' }).click();
  await expect(popup.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address');
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'Send code' }).click();
  await expect(popup.getByText(`We sent a code to ${email}.`)).toBeVisible();
  await checkAndShoot(page, `manage-bind-email-${project}`);
  await popup.getByLabel('Verification code').fill(await lastCode(request, account));
  await popup.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(popup).toBeHidden();
  const emailRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Email' }) });
  await expect(emailRow).toContainText(`${email} Verified`);

  // Another player asking for a code to the same address is told it belongs to another account.
  await page.evaluate(() => localStorage.clear());
  await register(page, freshAccount('mail2'));
  await page.goto(`${manageUrl}?open=email`);
  const other = page.getByRole('dialog', { name: 'Add email' });
  await other.getByLabel('Email').fill(email);
  await other.getByRole('button', { name: 'Send code' }).click();
  await expect(other.getByLabel('Email')).toHaveAccessibleDescription(
    'This email belongs to another account.',
  );
  await expect(other.getByRole('button', { name: 'Send code' })).toBeEnabled();
});

test('ManageAccount reads right to left in Arabic', async ({ page }, testInfo) => {
  await register(page, freshAccount('arma'));
  await page.evaluate(() => localStorage.setItem('lobbykit.language', 'ar'));
  await page.goto(manageUrl);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الحساب' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تعيين كلمة مرور السحب' })).toBeVisible();
  await checkAndShoot(page, `manage-account-${testInfo.project.name}-ar`);
  await page.getByRole('button', { name: 'إضافة رقم الجوال' }).click();
  await expect(page.getByRole('dialog', { name: 'إضافة رقم الجوال' })).toBeVisible();
  await checkAndShoot(page, `manage-bind-mobile-${testInfo.project.name}-ar`);
});
