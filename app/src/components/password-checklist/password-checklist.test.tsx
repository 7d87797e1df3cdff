import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { TextInput } from '@/components/text-input/text-input';
import { renderApp } from '@/testing/render-app';
import { spokenText } from '@/testing/spoken-text';
import { PasswordChecklist } from './password-checklist';

function Harness() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <>
      <TextInput
        label="New password"
        value={password}
        onChange={setPassword}
        trim={false}
        describedBy="rules"
      />
      <TextInput label="Confirm" value={confirmation} onChange={setConfirmation} trim={false} />
      <PasswordChecklist id="rules" password={password} confirmation={confirmation} />
    </>
  );
}

const rules = () =>
  within(screen.getByRole('list', { name: 'Your new password needs' }))
    .getAllByRole('listitem')
    .map(spokenText);

describe('PasswordChecklist', () => {
  it('ticks each rule as the player types, and is read with the field', async () => {
    const { user } = renderApp(<Harness />);
    expect(rules()).toEqual([
      'At least 8 characters: not yet',
      'A letter: not yet',
      'A number: not yet',
      'Both new passwords match: not yet',
    ]);
    const field = screen.getByLabelText('New password');
    await user.type(field, 'abc');
    expect(rules()).toEqual([
      'At least 8 characters: not yet',
      'A letter: done',
      'A number: not yet',
      'Both new passwords match: not yet',
    ]);
    await user.type(field, 'defg1');
    await user.type(screen.getByLabelText('Confirm'), 'abcdefg1');
    expect(rules()).toEqual([
      'At least 8 characters: done',
      'A letter: done',
      'A number: done',
      'Both new passwords match: done',
    ]);
    expect(field).toHaveAccessibleDescription(/^Your new password needs At least 8 characters: done/);
  });

  it('speaks Russian plurals', () => {
    renderApp(<PasswordChecklist id="r" password="" />, { locale: 'ru' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
