import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { Checkbox } from './checkbox';

function CheckboxHarness({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return <Checkbox checked={checked} onChange={setChecked} label="I agree" disabled={disabled} />;
}

describe('Checkbox', () => {
  it('toggles on click', async () => {
    const { user } = renderApp(<CheckboxHarness />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('I agree'));
    expect(box).not.toBeChecked();
  });

  it('does not toggle while disabled', async () => {
    const { user } = renderApp(<CheckboxHarness disabled />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    await user.click(box);
    expect(box).not.toBeChecked();
  });
});
