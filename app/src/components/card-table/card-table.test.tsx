import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { CardCell, CardRow, CardTable, type CardTableProps } from './card-table';

function Payouts(layout: Pick<CardTableProps, 'cardsBelow' | 'cardColumns'>) {
  return (
    <CardTable
      caption="Payouts"
      columns={[{ header: 'Player' }, { header: 'Paid', money: true }]}
      className="payout-table"
      {...layout}
    >
      <CardRow>
        <CardCell className="payout-table__player">Ada</CardCell>
        <CardCell money label="Paid">
          5.00 USDT
        </CardCell>
      </CardRow>
    </CardTable>
  );
}

describe('CardTable', () => {
  it('is a table named by its caption, with column headers, rows and cells by role', () => {
    renderApp(<Payouts />);
    const table = screen.getByRole('table', { name: 'Payouts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Player', 'Paid']);
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Ada', 'Paid5.00 USDT']);
    // The card's label is for the eyes only: the column header names the cell to a screen reader.
    expect(within(cells[1] as HTMLElement).getByText('Paid')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the money column and cells, its breakpoint and its card grid with its class names', () => {
    const { unmount } = renderApp(<Payouts />);
    const table = screen.getByRole('table');
    expect(table).toHaveClass('card-table', 'card-table--cards-below-36rem', 'payout-table');
    expect(table).not.toHaveClass('card-table--two-columns');
    expect(screen.getByRole('columnheader', { name: 'Paid' })).toHaveClass('card-table__money');
    expect(screen.getAllByRole('cell')[1]).toHaveClass('card-table__money');
    expect(screen.getAllByRole('cell')[0]).toHaveClass('payout-table__player');
    unmount();

    renderApp(<Payouts cardsBelow="44rem" cardColumns={2} />);
    expect(screen.getByRole('table')).toHaveClass('card-table--cards-below-44rem', 'card-table--two-columns');
  });
});
