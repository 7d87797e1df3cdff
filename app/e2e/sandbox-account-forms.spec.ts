// The account forms against the real sandbox (issue 19), on a phone and a
// desktop: a new player registers with a mobile number under a chosen area
// code (the sandbox keeps both), a refused register form sends nothing, and
// a player with a verified mobile who forgot the password recovers it from
// the sign-in popup (the link followed by keyboard, the code read through the
// admin call), lands signed in, and later signs in with the new password.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockingViolations } from './axe';
import { adminCall, freshAccount, playerCall, playerToken, register, signOut } from './sandbox-player';

test.skip(!process.env.LOBBYKIT_SANDBOX_E2E, 'needs the sandbox server of sandbox.playwright.config.ts');

const shot = (name: string) => `../build/screenshots/${name}.png`;

/** A mobile number no other run has used: 11 digits, 13-19 first as China's (86) are. */
function freshMobile(): string {
  return `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Gives the signed-in player a verified mobile through the API, as ManageAccount would. */
async function bindMobile(
  request: Parameters<typeof playerCall>[0],
  token: string,
  account: string,
  mobile: string,
) {
  await playerCall(request, token, '/user/bind/send-code', { channel: 'mobile', areaCode: '86', mobile });
  const { code } = (await adminCall(request, '/admin/verify-code', { account, purpose: 'bind' })) as {
    code: string;
  };
  await playerCall(request, token, '/user/bind/mobile', { areaCode: '86', mobile, code });
}

test('a new player registers with a mobile number and its area code; a refused form sends nothing', async ({
  page,
  request,
}) => {
  const registerCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/user/register')) registerCalls.push(sent.postData() ?? '');
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });

  // Refused: every bad field marked with its message, the first focused, nothing sent.
  await dialog.getByLabel('Username').fill('Not Valid');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Phone number').fill('12345');
  await dialog.getByRole('button', { name: 'Register' }).click();
  const username = dialog.getByLabel('Username');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(
    'Use 3 to 32 characters – lowercase letters a–z, digits 0–9 and _',
  );
  await expect(username).toBeFocused();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Confirm password')).toHaveAccessibleDescription('This field is required');
  await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription(/^Enter a valid phone number/);
  expect(await blockingViolations(page)).toEqual([]);
  expect(registerCalls).toEqual([]);

  // Accepted: a Bangladesh number under +880, chosen from the list.
  const account = freshAccount('mob');
  const mobile = `17${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  await username.fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByLabel('Confirm password').fill('secret123');
  await dialog.getByLabel('Nickname').fill('Lucky Star');
  const areaCode = dialog.getByRole('combobox', { name: 'Country or region code' });
  await expect(areaCode).toHaveValue('86');
  await areaCode.selectOption({ label: '+880 Bangladesh' });
  await dialog.getByLabel('Phone number').fill(mobile);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
  expect(registerCalls).toHaveLength(1);

  const details = await playerCall(request, await playerToken(page), '/user/details');
  expect(details).toMatchObject({
    account,
    nickName: 'Lucky Star',
    areaCode: '880',
    mobile,
    mobileVerified: false,
  });
});

test('a player who forgot the password gets a code, sets a new one, and signs in with it later', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const account = freshAccount('fgt');
  const mobile = freshMobile();
  await register(page, account, 'secret123');
  await bindMobile(request, await playerToken(page), account, mobile);
  await signOut(page);

  // The sign-in popup's link, followed by keyboard, takes the account typed there.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('Account').fill(account);
  await tabTo(page, signIn.getByRole('link', { name: 'Forgot password?' }));
  await page.keyboard.press('Enter');
  await expect(signIn).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expect(page).toHaveTitle(/^Reset password — /);
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(account);
  await expect(page.getByLabel('Username')).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`forgot-password-account-${project}`) });

  // An account the sandbox does not know is said on the field.
  await page.getByLabel('Username').fill(`${account}x`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    /^We can’t find this account, or it has no verified phone number or email\./,
  );
  await expect(page.getByLabel('Username')).toBeFocused();

  await page.getByLabel('Username').fill(account);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  // Where the code went, masked (openapi.yaml: +86 138****5678).
  const sentToText = page.getByText(/^We sent a 6-digit code to \+86 \d+\*+\d+\.$/);
  await expect(sentToText).toBeVisible();
  await expect(sentToText).toContainText(mobile.slice(-4));
  await expect(sentToText).not.toContainText(mobile);
  const resend = page.getByRole('button', { name: /^Resend in \d+ seconds?$/ });
  await expect(resend).toBeDisabled();

  // A reload stays on the step, the countdown still running where it was (not back at 60).
  const secondsLeft = async () => Number((await resend.getAttribute('data-seconds-left')) ?? '0');
  await expect.poll(secondsLeft, { timeout: 5000 }).toBeLessThanOrEqual(58);
  await page.reload();
  await expect(sentToText).toBeVisible();
  await expect(resend).toBeDisabled();
  const left = await secondsLeft();
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(58);

  const { code, sentTo } = (await adminCall(request, '/admin/verify-code', {
    account,
    purpose: 'reset',
  })) as {
    code: string;
    sentTo: string;
  };
  expect(sentTo).toBe(`+86 ${mobile}`);

  // A wrong code is said on the code field.
  const wrongCode = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  await page.getByLabel('Verification code').fill(wrongCode);
  await page.getByLabel('New password', { exact: true }).fill('newpass456');
  await expect(page.getByRole('list', { name: 'Your new password needs' })).toContainText(
    'At least 8 characters: done',
  );
  await page.getByLabel('Confirm new password').fill('newpass456');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`forgot-password-${project}`), fullPage: true });
  await page.getByRole('button', { name: 'Set new password' }).click();
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toHaveAccessibleDescription(/^This code is wrong or has expired\./);
  await expect(codeField).toBeFocused();

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed. You’re signed in.')).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeHidden();
  const details = await playerCall(request, await playerToken(page), '/user/details');
  expect(details).toMatchObject({ account, areaCode: '86', mobile, mobileVerified: true });

  // Later: signed out, the new password signs in.
  await signOut(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const again = page.getByRole('dialog', { name: 'Sign in' });
  await again.getByLabel('Account').fill(account);
  await again.getByLabel('Password', { exact: true }).fill('newpass456');
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toBeHidden();
  expect(await playerToken(page)).toMatch(/\S/);
});

test('ForgotPassword speaks Arabic, right to left, and passes axe', async ({ page, request }, testInfo) => {
  const project = testInfo.project.name;
  const account = freshAccount('fgtar');
  const mobile = freshMobile();
  await register(page, account, 'secret123');
  await bindMobile(request, await playerToken(page), account, mobile);
  await page.evaluate(() => {
    localStorage.removeItem('lobbykit.token');
    localStorage.removeItem('lobbykit.userinfo');
    localStorage.setItem('lobbykit.language', 'ar');
  });
  await page.goto('/#/pages/ForgotPassword/ForgotPassword');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
  await page.getByLabel('اسم المستخدم').fill(account);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  const sentTo = page.getByText(/أرسلنا رمزاً من 6 أرقام/);
  await expect(sentTo).toBeVisible();
  // The masked number keeps its left-to-right order inside the right-to-left sentence.
  const order = await sentTo.evaluate((element) => {
    const text = element.firstChild as Text;
    const x = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().x;
    };
    return { plus: x(text.data.indexOf('+')), mask: x(text.data.indexOf('*')) };
  });
  expect(order.plus).toBeLessThan(order.mask);
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('abc');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: shot(`forgot-password-ar-${project}`), fullPage: true });
});
