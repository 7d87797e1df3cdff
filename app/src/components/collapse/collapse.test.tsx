import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { Collapse } from './collapse';

describe('Collapse', () => {
  it('starts collapsed and toggles its panel from the header', async () => {
    const { user } = renderApp(<Collapse title="How do I deposit?">Open Deposit.</Collapse>);
    const header = screen.getByRole('button', { name: 'How do I deposit?' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region')).toHaveTextContent('Open Deposit.');
    expect(header).toHaveAttribute('aria-controls', screen.getByRole('region').id);
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start open', () => {
    renderApp(
      <Collapse title="Rules" defaultOpen>
        Be kind.
      </Collapse>,
    );
    expect(screen.getByRole('button', { name: 'Rules' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Be kind.')).toBeVisible();
  });
});
