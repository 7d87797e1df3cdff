// A table that becomes a card per row when the page is narrow: the history
// pages' and the referred players' tables. The page around it must be an
// inline-size container (container-type), which card-table.css queries. The
// explicit roles keep the table a table for screen readers when its rows are
// cards (display: block and grid drop a table's own roles in some browsers);
// a cell's label is shown on a card only, as the header says it to them.
import { useId, type ReactNode } from 'react';
import './card-table.css';

export interface CardTableColumn {
  readonly header: string;
  /** An amount: aligned to the end, on one line, with tabular figures. */
  readonly money?: boolean;
}

export interface CardTableProps {
  /** The table's name, read by screen readers (not shown). */
  readonly caption: string;
  readonly columns: readonly CardTableColumn[];
  /** The container width below which rows are cards: 44rem for tables whose columns need more room. */
  readonly cardsBelow?: '36rem' | '44rem';
  /**
   * A card's grid: one column (the cells stacked) or two (the first takes
   * the room, the second fits its content); the feature's stylesheet places
   * its cells with grid-template-areas.
   */
  readonly cardColumns?: 1 | 2;
  /** The feature's own class, for its cells' places and looks. */
  readonly className?: string;
  /** The rows: CardRow elements. */
  readonly children: ReactNode;
}

export function CardTable({
  caption,
  columns,
  cardsBelow = '36rem',
  cardColumns = 1,
  className,
  children,
}: CardTableProps) {
  const captionId = useId();
  const classes = [
    'card-table',
    `card-table--cards-below-${cardsBelow}`,
    cardColumns === 2 ? 'card-table--two-columns' : null,
    className,
  ];
  return (
    <table className={classes.filter(Boolean).join(' ')} role="table" aria-labelledby={captionId}>
      <caption id={captionId} className="visually-hidden">
        {caption}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column.header}
              role="columnheader"
              scope="col"
              className={column.money ? 'card-table__money' : undefined}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

export function CardRow({ children }: { readonly children: ReactNode }) {
  return <tr role="row">{children}</tr>;
}

export interface CardCellProps {
  readonly className?: string;
  /** An amount (as its column). */
  readonly money?: boolean;
  /** The column's name, shown before the value on a card, for a value that does not say what it is. */
  readonly label?: string;
  readonly children: ReactNode;
}

export function CardCell({ className, money = false, label, children }: CardCellProps) {
  const classes = [money ? 'card-table__money' : null, className].filter(Boolean).join(' ');
  return (
    <td role="cell" className={classes || undefined}>
      {label !== undefined && (
        <span className="card-table__label" aria-hidden="true">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}
