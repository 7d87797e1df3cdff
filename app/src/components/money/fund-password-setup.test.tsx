import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { CallRefusal, stubCalls } from '@/testing/stub-calls';
import { FundPasswordSetup } from './fund-password-setup';

function renderSetup(locale: 'en' | 'ar' = 'en') {
  const onSet = vi.fn();
  const rendered = renderApp(
    <FundPasswordSetup onSet={onSet}>
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
    expect(password()).toHaveAccessibleDescription('Use at least 6 characters');
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
    await user.type(password(), 'secret-1');
    await user.type(confirmation(), 'secret-1');
    await user.click(submit());
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    expect(onSet).not.toHaveBeenCalled();
    expect(password()).toHaveValue('secret-1');
  });

  it('takes at most 64 characters', async () => {
    stubCalls({});
    const { user } = renderSetup();
    await user.click(password());
    await user.paste('x'.repeat(70));
    expect(password()).toHaveValue('x'.repeat(64));
  });

  it('speaks Arabic', () => {
    stubCalls({});
    renderSetup('ar');
    expect(screen.getByLabelText('كلمة مرور السحب الجديدة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعيين كلمة المرور' })).toBeInTheDocument();
  });
});
