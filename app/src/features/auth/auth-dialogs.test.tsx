import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAuthDialog } from '@/lib/auth-dialog';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import { AuthDialogs } from './auth-dialogs';

const token = 'd'.repeat(64);
const session = { token, user: testUser({ platformId: 8 }) };

/** Where the router is, for the Forgot password link. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function openDialog(which: 'signIn' | 'register') {
  const rendered = renderApp(
    <>
      <AuthDialogs />
      <Where />
    </>,
  );
  act(() => openAuthDialog(which));
  const name = which === 'signIn' ? 'Sign in' : 'Create your account';
  return { ...rendered, dialog: screen.getByRole('dialog', { name }) };
}

/** A refused field: marked invalid, its message its accessible description. */
function expectRefused(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('the sign-in dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs in through /user/login, keeps the token and closes', async () => {
    const calls = stubCalls({ '/user/login': session });
    const { user, dialog } = openDialog('signIn');
    await user.type(within(dialog).getByLabelText('Account'), ' newbie ');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.bodies('/user/login')).toEqual([{ account: 'newbie', password: 'secret123' }]);
    expect(getSession()).toMatchObject({ token, user: { platformId: 8 } });
  });

  it('stays open and signed out when the server refuses', async () => {
    const calls = stubCalls({
      '/user/login': () => {
        throw new CallRefusal(401);
      },
    });
    const { user, dialog } = openDialog('signIn');
    await user.type(within(dialog).getByLabelText('Account'), 'demo');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(calls.paths()).toEqual(['/user/login']);
    expect(dialog).toBeInTheDocument();
    expect(getSession().token).toBeNull();
  });

  it('marks every refused field, focuses the first and sends nothing', async () => {
    const calls = stubCalls({});
    const { user, dialog } = openDialog('signIn');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const account = within(dialog).getByLabelText('Account');
    expectRefused(account, 'This field is required');
    expectRefused(within(dialog).getByLabelText('Password', { exact: true }), 'This field is required');
    expect(account).toHaveFocus();
    expect(calls.paths()).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const { user, dialog } = openDialog('signIn');
    const password = within(dialog).getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to ForgotPassword with the account typed, and closes', async () => {
    const { user, dialog } = openDialog('signIn');
    await user.type(within(dialog).getByLabelText('Account'), 'newbie');
    const link = within(dialog).getByRole('link', { name: 'Forgot password?' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/pages/ForgotPassword/ForgotPassword {"account":"newbie"}',
    );
  });
});

describe('the register dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers with account and password only when the rest is left empty', async () => {
    const calls = stubCalls({ '/user/register': session });
    const { user, dialog } = openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getSession().token).toBe(token));
    // SPEC §5, §9: no referral is the default channel 2.
    expect(calls.bodies('/user/register')).toEqual([
      { account: 'newbie', password: 'secret123', channelId: 2 },
    ]);
  });

  it('sends the nickname and the mobile number with its chosen area code', async () => {
    const calls = stubCalls({ '/user/register': session });
    const { user, dialog } = openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret123');
    await user.type(within(dialog).getByLabelText('Nickname'), ' Lucky Star ');
    const areaCode = within(dialog).getByRole('combobox', { name: 'Country or region code' });
    expect(areaCode).toHaveValue('86');
    expect(within(areaCode).getAllByRole('option')[0]).toHaveTextContent('+86 China');
    await user.selectOptions(areaCode, '+880 Bangladesh');
    await user.type(within(dialog).getByLabelText('Phone number'), '1712 345 678');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getSession().token).toBe(token));
    expect(calls.bodies('/user/register')).toEqual([
      {
        account: 'newbie',
        password: 'secret123',
        nickname: 'Lucky Star',
        areaCode: '880',
        mobile: '1712345678',
        channelId: 2,
      },
    ]);
  });

  it('sends a typed referral code as referalCode and an all-digit one as channelId (SPEC §5)', async () => {
    const calls = stubCalls({ '/user/register': session });
    const { user, dialog } = openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret123');
    await user.type(within(dialog).getByLabelText('Referral code (optional)'), 'FRIEND42');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getSession().token).toBe(token));
    expect(calls.bodies('/user/register')[0]).toMatchObject({ referalCode: 'FRIEND42' });
    expect(calls.bodies('/user/register')[0]).not.toHaveProperty('channelId');
  });

  it('sends an all-digit referral value as a numeric channelId', async () => {
    const calls = stubCalls({ '/user/register': session });
    const { user, dialog } = openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret123');
    await user.type(within(dialog).getByLabelText('Referral code (optional)'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getSession().token).toBe(token));
    expect(calls.bodies('/user/register')[0]).toMatchObject({ channelId: 123 });
    expect(calls.bodies('/user/register')[0]).not.toHaveProperty('referalCode');
  });

  it('marks the referral field when no player has the code, and keeps the dialog open', async () => {
    const calls = stubCalls({
      '/user/register': () => {
        throw new CallRefusal(404);
      },
    });
    const { user, dialog } = openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret123');
    const referral = within(dialog).getByLabelText('Referral code (optional)');
    await user.type(referral, 'NOBODY00');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expectRefused(referral, 'No player has this referral code. Check it, or leave the field empty.'),
    );
    expect(referral).toHaveFocus();
    expect(calls.paths()).toEqual(['/user/register']);
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });

  it('refuses a malformed referral code without sending it', async () => {
    const calls = stubCalls({ '/user/register': session });
    const { user, dialog } = openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret123');
    const referral = within(dialog).getByLabelText('Referral code (optional)');
    await user.type(referral, 'AB-12');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expectRefused(referral, 'Enter a referral code of 8 letters and digits, or a channel number.');
    expect(referral).toHaveFocus();
    expect(calls.paths()).toEqual([]);
  });
});

describe('the register dialog opened through a referral link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('starts with the link’s code (editable), takes it out of the address, and sends it once', async () => {
    window.history.replaceState(null, '', '/?ref=DEMO0001&utm=x#/pages/Bonus/Bonus');
    const calls = stubCalls({ '/user/register': session });
    const { user, dialog } = openDialog('register');
    const referral = within(dialog).getByLabelText('Referral code (optional)');
    expect(referral).toHaveValue('DEMO0001');
    expect(window.location.search).toBe('?utm=x');
    expect(window.location.hash).toBe('#/pages/Bonus/Bonus');
    expect(localStorage.getItem('lobbykit.referral')).toBe('DEMO0001');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getSession().token).toBe(token));
    expect(calls.bodies('/user/register')[0]).toMatchObject({ referalCode: 'DEMO0001' });
    // Used: a later registration on this browser is not credited to the same referrer.
    expect(localStorage.getItem('lobbykit.referral')).toBeNull();
  });

  it('lets the player change the link’s code before registering', async () => {
    window.history.replaceState(null, '', '/?channel=77#/');
    const calls = stubCalls({ '/user/register': session });
    const { user, dialog } = openDialog('register');
    const referral = within(dialog).getByLabelText('Referral code (optional)');
    expect(referral).toHaveValue('77');
    await user.clear(referral);
    await user.type(referral, 'OTHER123');
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getSession().token).toBe(token));
    expect(calls.bodies('/user/register')[0]).toMatchObject({ referalCode: 'OTHER123' });
  });

  it('marks every refused field with its message, focuses the first and sends nothing', async () => {
    const calls = stubCalls({ '/user/register': session });
    const { user, dialog } = openDialog('register');
    await user.type(within(dialog).getByLabelText('Username'), 'New Player');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'lettersonly');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'lettersonlx');
    await user.type(within(dialog).getByLabelText('Nickname'), 'x');
    await user.type(within(dialog).getByLabelText('Phone number'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const username = within(dialog).getByLabelText('Username');
    expectRefused(username, 'Use 3 to 32 characters – lowercase letters a–z, digits 0–9 and _');
    expectRefused(
      within(dialog).getByLabelText('Password', { exact: true }),
      'Use at least 8 characters with letters and numbers',
    );
    expectRefused(within(dialog).getByLabelText('Confirm password'), 'The passwords don’t match');
    expectRefused(within(dialog).getByLabelText('Nickname'), 'Use at least 2 characters');
    expectRefused(within(dialog).getByLabelText('Phone number'), 'Enter a valid phone number');
    expect(username).toHaveFocus();
    expect(calls.paths()).toEqual([]);
  });

  it('shows the password rules as the player types, said in words', async () => {
    const { user, dialog } = openDialog('register');
    const rules = within(dialog).getByRole('list', { name: 'Your new password needs' });
    const checklist = rules.closest('[aria-live]');
    expect(checklist).toHaveAttribute('aria-live', 'polite');
    const password = within(dialog).getByLabelText('Password', { exact: true });
    expect(password.getAttribute('aria-describedby')).toContain(checklist?.id);
    expect(rules).toHaveTextContent('At least 8 characters: not yet');
    await user.type(password, 'abc1');
    expect(rules).toHaveTextContent('A letter: done');
    expect(rules).toHaveTextContent('A number: done');
    expect(rules).toHaveTextContent('At least 8 characters: not yet');
    await user.type(password, 'defg');
    expect(rules).toHaveTextContent('At least 8 characters: done');
  });

  it('lists the area codes in Arabic, 86 first', () => {
    renderApp(<AuthDialogs />, { locale: 'ar' });
    act(() => openAuthDialog('register'));
    const areaCode = screen.getByRole('combobox', { name: 'رمز البلد أو المنطقة' });
    // react-intl isolates each argument in a right-to-left language (U+2068 … U+2069).
    const first = within(areaCode)
      .getAllByRole('option')[0]
      ?.textContent?.replace(/[\u2066-\u2069]/g, '');
    expect(first).toBe('+86 الصين');
  });
});
