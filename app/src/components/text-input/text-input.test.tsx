import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { TextInput } from './text-input';

function InputHarness({ trim }: { trim?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextInput label="Nickname" value={value} onChange={setValue} {...(trim !== undefined && { trim })} />
      <output>[{value}]</output>
    </>
  );
}

describe('TextInput', () => {
  it('trims the value by default, and the field once it loses focus', async () => {
    const { user } = renderApp(<InputHarness />);
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    await user.type(field, '  ab  ');
    expect(screen.getByRole('status')).toHaveTextContent('[ab]');
    await user.tab();
    expect(field).toHaveValue('ab');
  });

  it('keeps a space between words while typing', async () => {
    const { user } = renderApp(<InputHarness />);
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    await user.type(field, 'lucky star');
    expect(field).toHaveValue('lucky star');
    expect(screen.getByRole('status')).toHaveTextContent('[lucky star]');
  });

  it('keeps spaces when trim is off', async () => {
    const { user } = renderApp(<InputHarness trim={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), ' a ');
    expect(screen.getByRole('status')).toHaveTextContent('[ a ]');
  });

  it('keeps at most 140 characters', async () => {
    const { user } = renderApp(<InputHarness />);
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    expect(field).toHaveAttribute('maxLength', '140');
    await user.click(field);
    await user.paste('x'.repeat(141));
    expect(field).toHaveValue('x'.repeat(140));
    expect(screen.getByRole('status').textContent).toHaveLength(142);
  });

  it('shows an error tied to the field', () => {
    renderApp(<TextInput label="Nickname" value="" onChange={() => {}} error="Required" />);
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Required');
  });

  it('shows a hint under the field, read after the error', async () => {
    function AmountHarness() {
      const [error, setError] = useState('');
      return (
        <>
          <TextInput label="Amount" value="" onChange={() => {}} error={error} hint="Available: 50.00 USDT" />
          <button type="button" onClick={() => setError('The maximum amount is 50.00 USDT')}>
            Check
          </button>
        </>
      );
    }
    const { user } = renderApp(<AmountHarness />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    expect(screen.getByText('Available: 50.00 USDT')).toBeVisible();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('Available: 50.00 USDT');

    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('The maximum amount is 50.00 USDT Available: 50.00 USDT');
  });

  it('shows and hides a revealable password, and never trims it', async () => {
    function PasswordHarness() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextInput label="Password" revealable value={value} onChange={setValue} />
          <output>[{value}]</output>
        </>
      );
    }
    const { user } = renderApp(<PasswordHarness />);
    const field = screen.getByLabelText('Password', { exact: true });
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, ' pass word ');
    expect(screen.getByRole('status')).toHaveTextContent('[ pass word ]', { normalizeWhitespace: false });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-controls', field.id);
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('puts a leading control on the field’s row, labelled on its own', () => {
    renderApp(
      <TextInput
        label="Phone number"
        value=""
        onChange={() => {}}
        error="Enter a valid phone number"
        leading={
          <select aria-label="Country or region code">
            <option>+86 China</option>
          </select>
        }
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country or region code' });
    const field = screen.getByRole('textbox', { name: 'Phone number' });
    expect(select.nextElementSibling).toBe(field);
    expect(field).toHaveAccessibleDescription('Enter a valid phone number');
  });
});
