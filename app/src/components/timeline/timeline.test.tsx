import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { Timeline } from './timeline';

describe('Timeline', () => {
  it('lists the items in the order given, each with its time', () => {
    renderApp(
      <Timeline
        items={[
          { time: '2026-03-01T10:00:00Z', title: 'Deposit made' },
          { time: '2026-02-01T09:30:00Z', title: 'Bonus claimed', content: '5.00 USDT' },
          { time: '2026-01-15T08:00:00Z', title: 'Account created' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Deposit|Bonus|Account/).textContent)).toEqual([
      'Deposit made',
      'Bonus claimed',
      'Account created',
    ]);
    const firstTime = items[0]?.querySelector('time');
    expect(firstTime).toHaveAttribute('dateTime', '2026-03-01T10:00:00Z');
    expect(firstTime?.textContent).toMatch(/2026/);
    expect(items[1]).toHaveTextContent('5.00 USDT');
  });
});
