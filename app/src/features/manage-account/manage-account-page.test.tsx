import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserDetails } from '@/lib/api/user-details';
import { getLastCallError } from '@/lib/api-client';
import { getSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import { testUser } from '@/testing/test-user';
import ManageAccountPage from './manage-account-page';
import { spokenText } from '@/testing/spoken-text';

const token = 'm'.repeat(64);

/**
 * The sandbox's account calls for one player, as the contract describes
 * them: a wrong old password 403 (five in a row 429), a code per bind (a new
 * one within 60 s is 429; a wrong code 403, the fifth 429 and spent), a
 * contact of another account 409.
 */
function fakeAccount(start: Partial<UserDetails> = {}) {
  const state = {
    password: 'secret123',
    fundPassword: null as string | null,
    details: {
      userId: 7,
      account: 'newbie',
      nickName: 'Newbie',
      headId: 1,
      vip: 0,
      platformId: 1,
      birthday: null,
      areaCode: null,
      mobile: null,
      mobileVerified: false,
      email: null,
      registeredAt: 1_780_000_000,
      fundPasswordSet: false,
      ...start,
    } as UserDetails,
    code: null as { destination: string; code: string; wrong: number } | null,
    wrongPasswords: 0,
  };
  const taken = new Set(['8613900000000', 'taken@example.com']);
  const calls = stubCalls({
    '/user/details': () => state.details,
    '/user/password/change': (body) => {
      if (state.wrongPasswords >= 5) throw new CallRefusal(429);
      if (body.oldPassword !== state.password) {
        state.wrongPasswords += 1;
        throw new CallRefusal(403);
      }
      if (body.newPassword === state.password) throw new CallRefusal(400);
      state.password = String(body.newPassword);
      return {};
    },
    '/fund-password/set': (body) => {
      if (state.fundPassword !== null && body.oldPassword !== state.fundPassword) throw new CallRefusal(403);
      state.fundPassword = String(body.password);
      return { fundPasswordSet: true };
    },
    '/user/bind/send-code': (body) => {
      const destination =
        body.channel === 'mobile' ? `${String(body.areaCode)}${String(body.mobile)}` : String(body.email);
      if (taken.has(destination)) throw new CallRefusal(409);
      if (state.code) throw new CallRefusal(429);
      state.code = { destination, code: '424242', wrong: 0 };
      return {
        sentTo: body.channel === 'mobile' ? `+${String(body.areaCode)} ${String(body.mobile)}` : destination,
        resendAfter: 60,
        expiresIn: 600,
      };
    },
    '/user/bind/mobile': (body) =>
      bind(`${String(body.areaCode)}${String(body.mobile)}`, String(body.code), () => {
        state.details = {
          ...state.details,
          areaCode: String(body.areaCode),
          mobile: String(body.mobile),
          mobileVerified: true,
        };
      }),
    '/user/bind/email': (body) =>
      bind(String(body.email), String(body.code), () => {
        state.details = { ...state.details, email: String(body.email) };
      }),
  });
  function bind(destination: string, code: string, apply: () => void) {
    const sent = state.code;
    if (!sent) throw new CallRefusal(403);
    if (sent.wrong >= 5) throw new CallRefusal(429);
    if (sent.destination !== destination) throw new CallRefusal(400);
    if (sent.code !== code) {
      sent.wrong += 1;
      if (sent.wrong >= 5) throw new CallRefusal(429);
      throw new CallRefusal(403);
    }
    state.code = null;
    apply();
    return state.details;
  }
  return { state, calls };
}

function renderPage(route = '/pages/ManageAccount/ManageAccount') {
  return renderApp(<ManageAccountPage />, { route, session: { token, user: testUser({ userId: 7 }) } });
}

const row = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('ManageAccountPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the passwords and contacts with what is set', async () => {
    fakeAccount({ areaCode: '86', mobile: '13800138000' });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage account' })).toBeInTheDocument();
    expect(
      within(row('Login password')).getByRole('button', { name: 'Change login password' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(row('Fund password')).toHaveTextContent('Not set'));
    expect(
      within(row('Fund password')).getByRole('button', { name: 'Set fund password' }),
    ).toBeInTheDocument();
    expect(row('Mobile number')).toHaveTextContent('+86 13800138000 Not verified');
    expect(
      within(row('Mobile number')).getByRole('button', { name: 'Verify mobile number' }),
    ).toBeInTheDocument();
    expect(row('Email')).toHaveTextContent('Not added');
    expect(within(row('Email')).getByRole('button', { name: 'Add email' })).toBeInTheDocument();
  });

  describe('login password', () => {
    it('refuses what breaks a rule on its field and sends nothing, the checklist ticking live', async () => {
      const { calls } = fakeAccount();
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: 'Change login password' }));
      const popup = dialog('Change login password');
      const current = within(popup).getByLabelText('Current password');
      const next = within(popup).getByLabelText('New password');
      const confirm = within(popup).getByLabelText('Confirm new password');
      const submit = within(popup).getByRole('button', { name: 'Change login password' });
      const checklist = () =>
        within(within(popup).getByRole('list', { name: 'Your new password needs' }))
          .getAllByRole('listitem')
          .map(spokenText);

      await user.click(submit);
      expect(current).toHaveAttribute('aria-invalid', 'true');
      expect(current).toHaveAccessibleDescription('This field is required');
      expect(current).toHaveFocus();

      await user.type(current, 'secret123');
      await user.type(next, 'short');
      expect(checklist()).toEqual([
        'At least 8 characters: not yet',
        'A letter: done',
        'A number: not yet',
        'Both new passwords match: not yet',
      ]);
      await user.type(next, 'er1');
      await user.type(confirm, 'shorter2');
      expect(checklist()).toEqual([
        'At least 8 characters: done',
        'A letter: done',
        'A number: done',
        'Both new passwords match: not yet',
      ]);
      await user.click(submit);
      expect(current).not.toHaveAttribute('aria-invalid');
      expect(confirm).toHaveAttribute('aria-invalid', 'true');
      expect(confirm).toHaveAccessibleDescription('The passwords don’t match');
      expect(confirm).toHaveFocus();

      await user.clear(next);
      await user.type(next, 'abcdefgh');
      await user.click(submit);
      expect(next).toHaveAccessibleDescription(
        /^Use at least 8 characters with letters and numbers Your new password needs/,
      );
      expect(calls.bodies('/user/password/change')).toEqual([]);
    });

    it('says a wrong current password at that field (403), then changes it with a toast', async () => {
      const { calls, state } = fakeAccount();
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: 'Change login password' }));
      const popup = dialog('Change login password');
      const current = within(popup).getByLabelText('Current password');
      await user.type(current, 'wrong-one1');
      await user.type(within(popup).getByLabelText('New password'), 'newpass42');
      await user.type(within(popup).getByLabelText('Confirm new password'), 'newpass42');
      await user.click(within(popup).getByRole('button', { name: 'Change login password' }));
      await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is wrong.'));
      expect(current).toHaveAttribute('aria-invalid', 'true');
      expect(getLastCallError()).toBeNull();
      // A wrong password is not a dead session: the player stays signed in.
      expect(getSession().token).toBe(token);

      await user.clear(current);
      await user.type(current, 'secret123');
      await user.click(within(popup).getByRole('button', { name: 'Change login password' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getAllByRole('status').some((region) => region.textContent === 'Password updated')).toBe(
        true,
      );
      expect(state.password).toBe('newpass42');
      expect(calls.bodies('/user/password/change').at(-1)).toEqual({
        oldPassword: 'secret123',
        newPassword: 'newpass42',
      });
    });

    it('says too many tries (429) and the same password (400) at their fields', async () => {
      const { state } = fakeAccount();
      state.wrongPasswords = 5;
      const { user } = renderPage();
      await user.click(screen.getByRole('button', { name: 'Change login password' }));
      const popup = dialog('Change login password');
      await user.type(within(popup).getByLabelText('Current password'), 'secret123');
      await user.type(within(popup).getByLabelText('New password'), 'secret123');
      await user.type(within(popup).getByLabelText('Confirm new password'), 'secret123');
      await user.click(within(popup).getByRole('button', { name: 'Change login password' }));
      await waitFor(() =>
        expect(within(popup).getByLabelText('Current password')).toHaveAccessibleDescription(
          'Too many attempts. Try again in 60 seconds.',
        ),
      );
      state.wrongPasswords = 0;
      await user.click(within(popup).getByRole('button', { name: 'Change login password' }));
      await waitFor(() =>
        expect(within(popup).getByLabelText('New password')).toHaveAccessibleDescription(
          /^Choose a new password that is different from the current one\./,
        ),
      );
    });
  });

  describe('fund password', () => {
    it('sets a first one (six digits), then the row offers to change it with the old one', async () => {
      const { calls } = fakeAccount();
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Set fund password' }));
      let popup = dialog('Set fund password');
      await user.type(within(popup).getByLabelText('New fund password'), '12345');
      await user.click(within(popup).getByRole('button', { name: 'Set fund password' }));
      expect(within(popup).getByLabelText('New fund password')).toHaveAccessibleDescription(
        'Use exactly 6 digits',
      );
      expect(calls.bodies('/fund-password/set')).toEqual([]);
      await user.type(within(popup).getByLabelText('New fund password'), '6');
      await user.type(within(popup).getByLabelText('Confirm fund password'), '123456');
      await user.click(within(popup).getByRole('button', { name: 'Set fund password' }));
      await waitFor(() => expect(row('Fund password')).toHaveTextContent('Set'));
      expect(screen.getAllByRole('status').some((region) => region.textContent === 'Fund password set')).toBe(
        true,
      );

      await user.click(within(row('Fund password')).getByRole('button', { name: 'Change fund password' }));
      popup = dialog('Change fund password');
      const old = within(popup).getByLabelText('Current fund password');
      await user.type(old, '654321');
      await user.type(within(popup).getByLabelText('New fund password'), '246810');
      await user.type(within(popup).getByLabelText('Confirm fund password'), '246810');
      await user.click(within(popup).getByRole('button', { name: 'Change fund password' }));
      await waitFor(() => expect(old).toHaveAccessibleDescription('The current fund password is wrong.'));
      await user.clear(old);
      await user.type(old, '123456');
      await user.click(within(popup).getByRole('button', { name: 'Change fund password' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.bodies('/fund-password/set')).toEqual([
        { password: '123456' },
        { password: '246810', oldPassword: '654321' },
        { password: '246810', oldPassword: '123456' },
      ]);
    });
  });

  describe('binding a mobile number', () => {
    beforeEach(() => localStorage.clear());

    it('refuses a wrong number before sending a code, then binds with the code', async () => {
      const { calls } = fakeAccount();
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add mobile number' }));
      const popup = dialog('Add mobile number');
      const areaCode = within(popup).getByRole('combobox', { name: 'Area code' });
      expect(areaCode).toHaveValue('86');
      expect(within(areaCode).getAllByRole('option')[0]).toHaveTextContent('China (+86)');
      const number = within(popup).getByLabelText('Mobile number');
      const send = within(popup).getByRole('button', { name: 'Send code' });

      await user.click(send);
      expect(number).toHaveAttribute('aria-invalid', 'true');
      expect(number).toHaveAccessibleDescription('This field is required');
      await user.type(number, '12345');
      await user.click(send);
      expect(number).toHaveAccessibleDescription('Enter a valid phone number');
      expect(send).toHaveTextContent('Send code');
      expect(calls.bodies('/user/bind/send-code')).toEqual([]);

      await user.clear(number);
      await user.type(number, '13800138000');
      await user.click(send);
      await waitFor(() => expect(send).toHaveTextContent('Resend in 60 seconds'));
      expect(within(popup).getByText('We sent a code to +86 13800138000.')).toBeInTheDocument();
      expect(calls.bodies('/user/bind/send-code')).toEqual([
        { channel: 'mobile', areaCode: '86', mobile: '13800138000' },
      ]);
      const code = within(popup).getByLabelText('Verification code');
      expect(code).toHaveFocus();

      await user.click(within(popup).getByRole('button', { name: 'Verify' }));
      expect(code).toHaveAccessibleDescription('This field is required');
      await user.type(code, '4242');
      await user.click(within(popup).getByRole('button', { name: 'Verify' }));
      expect(code).toHaveAccessibleDescription('Enter the 6-digit code');
      expect(calls.bodies('/user/bind/mobile')).toEqual([]);

      await user.type(code, '42');
      await user.click(within(popup).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.bodies('/user/bind/mobile')).toEqual([
        { areaCode: '86', mobile: '13800138000', code: '424242' },
      ]);
      expect(row('Mobile number')).toHaveTextContent('+86 13800138000 Verified');
      expect(
        screen.getAllByRole('status').some((region) => region.textContent === 'Mobile number verified'),
      ).toBe(true);
    });

    it('says each refusal plainly: a number of another account, a wrong code, then a spent one', async () => {
      fakeAccount();
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add mobile number' }));
      const popup = dialog('Add mobile number');
      const number = within(popup).getByLabelText('Mobile number');
      const code = within(popup).getByLabelText('Verification code');
      const verify = within(popup).getByRole('button', { name: 'Verify' });

      await user.type(number, '13900000000');
      await user.click(within(popup).getByRole('button', { name: 'Send code' }));
      await waitFor(() =>
        expect(number).toHaveAccessibleDescription('This mobile number belongs to another account.'),
      );
      expect(within(popup).getByRole('button', { name: 'Send code' })).toBeEnabled();
      expect(getLastCallError()).toBeNull();

      await user.clear(number);
      await user.type(number, '13800138000');
      await user.click(within(popup).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(code).toHaveFocus());
      for (let wrong = 1; wrong <= 4; wrong += 1) {
        await user.clear(code);
        await user.type(code, '000000');
        await user.click(verify);
        await waitFor(() =>
          expect(code).toHaveAccessibleDescription(
            'The code is wrong or has expired. Check it, or send a new one.',
          ),
        );
      }
      await user.clear(code);
      await user.type(code, '000000');
      await user.click(verify);
      await waitFor(() => expect(code).toHaveAccessibleDescription('Too many wrong codes. Send a new code.'));
      expect(getSession().token).toBe(token);
    });

    it('says a number other than where the code went, and a code asked for too soon', async () => {
      const { calls } = fakeAccount();
      // A code already waiting for another number, sent from another device.
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add mobile number' }));
      const popup = dialog('Add mobile number');
      const number = within(popup).getByLabelText('Mobile number');
      await user.type(number, '13800138000');
      await user.click(within(popup).getByRole('button', { name: 'Send code' }));
      await waitFor(() => expect(calls.bodies('/user/bind/send-code')).toHaveLength(1));
      await user.clear(number);
      await user.type(number, '13700137000');
      await user.type(within(popup).getByLabelText('Verification code'), '424242');
      await user.click(within(popup).getByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(number).toHaveAccessibleDescription(
          'The code was sent to a different number or email. Send a new code.',
        ),
      );

      // The stored countdown is gone (another device, a cleared storage): the sandbox still says too soon.
      localStorage.clear();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Add mobile number' }));
      const again = dialog('Add mobile number');
      await user.type(within(again).getByLabelText('Mobile number'), '13700137000');
      await user.click(within(again).getByRole('button', { name: 'Send code' }));
      await waitFor(() =>
        expect(within(again).getByLabelText('Mobile number')).toHaveAccessibleDescription(
          'A code was sent less than a minute ago. Wait a moment, then send a new one.',
        ),
      );
      expect(getLastCallError()).toBeNull();
    });

    it('keeps the countdown across a reload: the popup is in the address and the end time stored', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        fakeAccount();
        const first = renderPage('/pages/ManageAccount/ManageAccount?open=mobile');
        const popup = await screen.findByRole('dialog', { name: 'Add mobile number' });
        fireEvent.change(within(popup).getByLabelText('Mobile number'), { target: { value: '13800138000' } });
        fireEvent.click(within(popup).getByRole('button', { name: 'Send code' }));
        await waitFor(() => expect(within(popup).getByRole('button', { name: /Resend in/ })).toBeDisabled());
        act(() => vi.advanceTimersByTime(15_000));
        first.unmount();

        renderPage('/pages/ManageAccount/ManageAccount?open=mobile');
        const reloaded = await screen.findByRole('dialog', { name: 'Add mobile number' });
        const timer = within(reloaded).getByRole('button', { name: /Resend in/ });
        expect(Number(timer.dataset.secondsLeft)).toBeGreaterThanOrEqual(44);
        expect(Number(timer.dataset.secondsLeft)).toBeLessThanOrEqual(45);
        expect(timer).toBeDisabled();
        act(() => vi.advanceTimersByTime(46_000));
        await waitFor(() => expect(within(reloaded).getByRole('button', { name: 'Resend' })).toBeEnabled());
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('binding an email', () => {
    beforeEach(() => localStorage.clear());

    it('refuses a wrong address, then binds with the code; an address of another account is 409', async () => {
      const { calls } = fakeAccount();
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add email' }));
      const popup = dialog('Add email');
      const email = within(popup).getByLabelText('Email');
      await user.type(email, 'not-an-email');
      await user.click(within(popup).getByRole('button', { name: 'Send code' }));
      expect(email).toHaveAccessibleDescription('Enter a valid email address');
      expect(calls.bodies('/user/bind/send-code')).toEqual([]);

      await user.clear(email);
      await user.type(email, 'taken@example.com');
      await user.click(within(popup).getByRole('button', { name: 'Send code' }));
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription('This email belongs to another account.'),
      );

      await user.clear(email);
      await user.type(email, 'lucky@example.com');
      await user.click(within(popup).getByRole('button', { name: 'Send code' }));
      await user.type(await within(popup).findByLabelText('Verification code'), '424242');
      await user.click(within(popup).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(row('Email')).toHaveTextContent('lucky@example.com Verified'));
      expect(calls.bodies('/user/bind/email')).toEqual([{ email: 'lucky@example.com', code: '424242' }]);
    });
  });

  it('asks a visitor to sign in', () => {
    stubCalls({});
    renderApp(<ManageAccountPage />, { route: '/pages/ManageAccount/ManageAccount' });
    expect(screen.getByText('Sign in to manage your passwords and contact details.')).toBeInTheDocument();
  });
});
