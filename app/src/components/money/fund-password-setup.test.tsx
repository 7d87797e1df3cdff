import { screen, waitFor } from '@testing-library/react';
import { getLastCallError } from '@/lib/api-client';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import { FundPasswordSetup } from './fund-password-setup';

function renderSetup(locale: 'en' | 'ar' = 'en', changing = false) {
  const onSet = vi.fn();
  const rendered = renderApp(
    <FundPasswordSetup onSet={onSet} changing={changing}>
      <p>Protect your withdrawals.</p>
    </FundPasswordSetup>,
    { session: { token: 'f'.repeat(64) }, locale },
  );
  return { ...rendered, onSet };
}

const password = () => screen.getByLabelText('New fund password');
const confirmation = () => screen.getByLabelText('Confirm fund password');
const submit = () => screen.getByRole('button', { name: 'Set fund password' });

describe('FundPasswordSetup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says on the first field what is wrong and focuses it, sending nothing', async () => {
    const calls = stubCalls({ '/fund-password/set': { fundPasswordSet: true } });
    const { user, onSet } = renderSetup();
    expect(screen.getByText('Protect your withdrawals.')).toBeInTheDocument();
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription('This field is required');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();

    await user.type(password(), '12345');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription('Use exactly 6 digits');
    await user.clear(password());
    await user.type(password(), 'abcdef');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription('Use exactly 6 digits');
    expect(calls.paths()).toEqual([]);
    expect(onSet).not.toHaveBeenCalled();
  });

  it('asks for the same password twice, then sets it', async () => {
    const calls = stubCalls({ '/fund-password/set': { fundPasswordSet: true } });
    const { user, onSet } = renderSetup();
    await user.type(password(), '123456');
    await user.type(confirmation(), '123457');
    await user.click(submit());
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(confirmation()).toHaveAccessibleDescription('The passwords don’t match');
    expect(confirmation()).toHaveFocus();
    expect(calls.paths()).toEqual([]);

    await user.clear(confirmation());
    await user.type(confirmation(), '123456');
    await user.click(submit());
    await waitFor(() => expect(onSet).toHaveBeenCalledOnce());
    expect(calls.bodies('/fund-password/set')).toEqual([{ password: '123456' }]);
  });

  it('keeps what was typed when the call is refused (its toast says why)', async () => {
    stubCalls({
      '/fund-password/set': () => {
        throw new CallRefusal(500);
      },
    });
    const { user, onSet } = renderSetup();
    await user.type(password(), '135790');
    await user.type(confirmation(), '135790');
    await user.click(submit());
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    expect(onSet).not.toHaveBeenCalled();
    expect(password()).toHaveValue('135790');
  });

  it('says the rule under the field, takes at most 6 characters on a number pad, and reads Arabic digits', async () => {
    const calls = stubCalls({ '/fund-password/set': { fundPasswordSet: true } });
    const { user, onSet } = renderSetup();
    expect(password()).toHaveAccessibleDescription('Use exactly 6 digits');
    expect(password()).toHaveAttribute('inputmode', 'numeric');
    await user.click(password());
    await user.paste('1234567890');
    expect(password()).toHaveValue('123456');
    await user.clear(password());
    await user.type(password(), '٢٤٦٨١٠');
    await user.type(confirmation(), '٢٤٦٨١٠');
    await user.click(submit());
    await waitFor(() => expect(onSet).toHaveBeenCalledOnce());
    expect(calls.bodies('/fund-password/set')).toEqual([{ password: '246810' }]);
  });

  it('changes it given the current one, a wrong one said on its field and not in a toast', async () => {
    let current = '111111';
    const calls = stubCalls({
      '/fund-password/set': (body) => {
        if (body.oldPassword !== current) throw new CallRefusal(403);
        current = String(body.password);
        return { fundPasswordSet: true };
      },
    });
    const { user, onSet } = renderSetup('en', true);
    const old = screen.getByLabelText('Current fund password');
    const change = screen.getByRole('button', { name: 'Change fund password' });
    await user.click(change);
    expect(old).toHaveAccessibleDescription('This field is required');
    expect(old).toHaveFocus();
    expect(calls.paths()).toEqual([]);

    await user.type(old, '222222');
    await user.type(password(), '333333');
    await user.type(confirmation(), '333333');
    await user.click(change);
    await waitFor(() => expect(old).toHaveAccessibleDescription('The current fund password is wrong.'));
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(old).toHaveFocus();
    expect(getLastCallError()).toBeNull();
    expect(onSet).not.toHaveBeenCalled();

    await user.clear(old);
    await user.type(old, '111111');
    await user.click(change);
    await waitFor(() => expect(onSet).toHaveBeenCalledOnce());
    expect(calls.bodies('/fund-password/set')).toEqual([
      { password: '333333', oldPassword: '222222' },
      { password: '333333', oldPassword: '111111' },
    ]);
  });

  it('speaks Arabic', () => {
    stubCalls({});
    renderSetup('ar');
    expect(screen.getByLabelText('كلمة مرور السحب الجديدة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعيين كلمة المرور' })).toBeInTheDocument();
  });
});
