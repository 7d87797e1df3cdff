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

  it('shows its state with a check or a cross, hidden from assistive technology', async () => {
    const { user } = renderApp(<SwitchHarness />);
    const toggle = screen.getByRole('switch', { name: 'Sound' });
    const icon = () => toggle.querySelector('svg.switch-icon');
    expect(icon()).toHaveAttribute('data-icon', 'cross');
    expect(icon()?.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(icon()).toHaveAttribute('data-icon', 'check');
    // The word beside the track is decorative too: the name stays the label alone.
    expect(toggle).toHaveAccessibleName('Sound');
  });

  it('says On and Off, not Yes and No, in the languages that once said so', () => {
    renderApp(<Switch checked onChange={() => {}} label="Son" />, { locale: 'fr' });
    expect(screen.getByRole('switch', { name: 'Son' })).toHaveTextContent('Activé');
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
