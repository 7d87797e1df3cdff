import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissCallError, getLastCallError } from '@/lib/api-client';
import { dismissNotice, useNotice } from '@/lib/notice';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls, type CallAnswers } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import ForgotPasswordPage from './forgot-password-page';

const token = 'r'.repeat(64);
const codeSent = { sentTo: '+86 138****8000', resendAfter: 60, expiresIn: 600 };
const refuse = (code: number) => () => {
  throw new CallRefusal(code);
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The notice the app's toast shows (app/call-feedback.tsx, tested there). */
function Notice() {
  return <p data-testid="notice">{useNotice()?.key}</p>;
}

function renderPage(answers: CallAnswers, locale: 'en' | 'ar' = 'en') {
  const calls = stubCalls(answers);
  const rendered = renderApp(
    <>
      <ForgotPasswordPage />
      <Notice />
      <Where />
    </>,
    { route: '/pages/ForgotPassword/ForgotPassword', locale },
  );
  return { ...rendered, calls };
}

/** A refused field: marked invalid, its message its accessible description. */
function expectRefused(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function toCodeStep(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Username'), 'newbie');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('We sent a 6-digit code to +86 138****8000.');
}

async function fillCodeStep(
  user: ReturnType<typeof renderPage>['user'],
  typed: { code?: string; password?: string; confirm?: string } = {},
) {
  const { code = '123456', password = 'newpass123', confirm = password } = typed;
  if (code) await user.type(screen.getByLabelText('Verification code'), code);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ForgotPasswordPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    dismissCallError();
    dismissNotice();
    localStorage.clear();
  });

  it('is titled, and refuses an empty account on the field without a call', async () => {
    const { user, calls } = renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const account = screen.getByLabelText('Username');
    expectRefused(account, 'This field is required');
    expect(account).toHaveFocus();
    expect(calls.paths()).toEqual([]);
  });

  it('sends the code and says where it went, with the resend countdown running', async () => {
    const { user, calls } = renderPage({ '/password/reset/send-code': codeSent });
    await toCodeStep(user);
    expect(calls.bodies('/password/reset/send-code')).toEqual([{ account: 'newbie' }]);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Resend in (60|59) seconds$/ })).toBeDisabled();
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'The code works for 10 minutes.',
    );
  });

  it.each([
    [404, 'We can’t find this account, or it has no verified phone number or email.'],
    [403, 'This account has been disabled.'],
    [429, 'A code was sent less than a minute ago.'],
  ])('says a %i from send-code on the account field, not in a toast', async (code, message) => {
    const { user } = renderPage({ '/password/reset/send-code': refuse(code) });
    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const account = screen.getByLabelText('Username');
    await waitFor(() => expectRefused(account, message));
    expect(account).toHaveFocus();
    expect(getLastCallError()).toBeNull();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('marks every refused field of the code step, focuses the first and sends nothing', async () => {
    const { user, calls } = renderPage({ '/password/reset/send-code': codeSent });
    await toCodeStep(user);
    await fillCodeStep(user, { code: '', password: '', confirm: '' });
    const code = screen.getByLabelText('Verification code');
    expectRefused(code, 'This field is required');
    expectRefused(screen.getByLabelText('New password'), 'This field is required');
    expectRefused(screen.getByLabelText('Confirm new password'), 'This field is required');
    expect(code).toHaveFocus();

    await fillCodeStep(user, { code: '12345', password: 'lettersonly', confirm: 'lettersonlx' });
    expectRefused(code, 'Enter the 6-digit code');
    expectRefused(
      screen.getByLabelText('New password'),
      'Use at least 8 characters with letters and numbers',
    );
    expectRefused(screen.getByLabelText('Confirm new password'), 'The passwords don’t match');
    expect(calls.paths()).toEqual(['/password/reset/send-code']);
  });

  it('shows the password rules as the player types', async () => {
    const { user } = renderPage({ '/password/reset/send-code': codeSent });
    await toCodeStep(user);
    const rules = screen.getByRole('list', { name: 'Your new password needs' });
    const checklist = rules.closest('[aria-live]');
    expect(checklist).toHaveAttribute('aria-live', 'polite');
    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('aria-describedby')).toContain(checklist?.id);
    await user.type(password, 'abcdefgh');
    expect(rules).toHaveTextContent('At least 8 characters: done');
    expect(rules).toHaveTextContent('A number: not yet');
  });

  it.each([
    [401, 'This code is wrong or has expired.'],
    [429, 'Too many wrong tries. Ask for a new code.'],
  ])('says a %i from the reset on the code field', async (code, message) => {
    const { user } = renderPage({
      '/password/reset/send-code': codeSent,
      '/password/reset': refuse(code),
    });
    await toCodeStep(user);
    await fillCodeStep(user);
    const field = screen.getByLabelText('Verification code');
    await waitFor(() => expectRefused(field, message));
    expect(field).toHaveFocus();
    expect(getLastCallError()).toBeNull();
    expect(getSession().token).toBeNull();
  });

  it('resets the password, signs the player in and goes home with a toast', async () => {
    const { user, calls } = renderPage({
      '/password/reset/send-code': codeSent,
      '/password/reset': { token, user: testUser() },
    });
    await toCodeStep(user);
    await fillCodeStep(user, { code: '１２３４５６' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(calls.bodies('/password/reset')).toEqual([
      { account: 'newbie', code: '123456', newPassword: 'newpass123' },
    ]);
    expect(getSession()).toMatchObject({ token, user: { account: 'newbie' } });
    expect(screen.getByTestId('notice')).toHaveTextContent('auth.forgotPassword.success');
  });

  it('offers a new code once the countdown ends, and says where it went', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user, calls } = renderPage({
      '/password/reset/send-code': (body) => ({ ...codeSent, sentTo: `${String(body.account)}@***` }),
    });
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('We sent a 6-digit code to newbie@***.');
    vi.setSystemTime(Date.now() + 61_000);
    const resend = await screen.findByRole('button', { name: 'Resend' }, { timeout: 2000 });
    await user.click(resend);
    await waitFor(() => expect(calls.bodies('/password/reset/send-code')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /^Resend in (60|59) seconds$/ })).toBeDisabled();
  });

  it('goes back to the account with Use another account', async () => {
    const { user } = renderPage({ '/password/reset/send-code': codeSent });
    await toCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('newbie');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('speaks Arabic', async () => {
    const { user } = renderPage({ '/password/reset/send-code': codeSent }, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('اسم المستخدم'), 'newbie');
    await user.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    expect(await screen.findByText(/أرسلنا رمزاً من 6 أرقام/)).toHaveTextContent('+86 138****8000');
  });
});
