import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { Switch } from './switch';

function SwitchHarness({ disabled = false, loading = false }: { disabled?: boolean; loading?: boolean }) {
  const [on, setOn] = useState(false);
  return <Switch checked={on} onChange={setOn} label="Sound" disabled={disabled} loading={loading} />;
}

describe('Switch', () => {
  it('toggles on click and shows its translated state', async () => {
    const { user } = renderApp(<SwitchHarness />);
    const toggle = screen.getByRole('switch', { name: 'Sound' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Off');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('On');
  });

  it('does not toggle while disabled', async () => {
    const { user } = renderApp(<SwitchHarness disabled />);
    const toggle = screen.getByRole('switch', { name: 'Sound' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('does not toggle while loading, by click or keyboard, and is marked busy', async () => {
    const { user } = renderApp(<SwitchHarness loading />);
    const toggle = screen.getByRole('switch', { name: 'Sound' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await user.click(toggle);
    toggle.focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});
