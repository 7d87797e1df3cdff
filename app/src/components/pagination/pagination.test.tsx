import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { Pagination, type PageChange } from './pagination';

function PaginationHarness({ total, startPage = 1 }: { total: number; startPage?: number }) {
  const [state, setState] = useState<PageChange>({ page: startPage, pageSize: 10 });
  return (
    <>
      <Pagination total={total} currentPage={state.page} pageSize={state.pageSize} onChange={setState} />
      <output>
        page {state.page} size {state.pageSize}
      </output>
    </>
  );
}

const currentPage = () => screen.getByRole('button', { current: 'page' });

describe('Pagination', () => {
  it('shows every label translated, none in Chinese', () => {
    renderApp(<PaginationHarness total={95} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    for (const name of ['First', 'Previous', 'Next', 'Last', 'Go']) {
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByText('95 items')).toBeInTheDocument();
    expect(within(nav).getByRole('textbox', { name: 'Go to page' })).toBeInTheDocument();
    expect(within(nav).getByRole('combobox', { name: 'Items per page' })).toBeInTheDocument();
    expect(nav.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('translates its labels in another language', () => {
    renderApp(<PaginationHarness total={95} />, { locale: 'de' });
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(nav.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('defaults to 10 a page with the choices 10, 20 and 50', () => {
    renderApp(<Pagination total={95} currentPage={1} onChange={() => {}} />);
    const size = screen.getByRole('combobox', { name: 'Items per page' });
    expect(size).toHaveValue('10');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 / page', '20 / page', '50 / page']);
  });

  it('shows at most 5 page-number buttons', () => {
    renderApp(<PaginationHarness total={200} startPage={10} />);
    const numbers = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbers.map((button) => button.textContent)).toEqual(['8', '9', '10', '11', '12']);
  });

  it('keeps only digits in the jump input', async () => {
    const { user } = renderApp(<PaginationHarness total={95} />);
    const jump = screen.getByRole('textbox', { name: 'Go to page' });
    await user.type(jump, '1a2');
    expect(jump).toHaveValue('12');
  });

  it('caps a jump past the end at the last page', async () => {
    const { user } = renderApp(<PaginationHarness total={95} />);
    await user.type(screen.getByRole('textbox', { name: 'Go to page' }), '99');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(currentPage()).toHaveTextContent('10');
    expect(screen.getByRole('status')).toHaveTextContent('page 10 size 10');
  });

  it('goes to page 1 on an empty jump', async () => {
    const { user } = renderApp(<PaginationHarness total={95} startPage={5} />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(currentPage()).toHaveTextContent('1');
  });

  it('stays within 1 and the page count', async () => {
    const { user } = renderApp(<PaginationHarness total={95} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(currentPage()).toHaveTextContent('10');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentPage()).toHaveTextContent('9');
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(currentPage()).toHaveTextContent('1');
  });

  it('makes 10 pages of 95 items at the default size, and shows a page past the end as the last', () => {
    renderApp(<Pagination total={95} currentPage={42} onChange={() => {}} />);
    expect(currentPage()).toHaveTextContent('10');
  });

  it('keeps the first row in view when the page size changes', async () => {
    const { user } = renderApp(<PaginationHarness total={95} startPage={5} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '20');
    // Rows 41-50 were shown; at 20 a page row 41 is on page 3.
    expect(screen.getByRole('status')).toHaveTextContent('page 3 size 20');
  });

  it('shows a chosen page size at once, before the list’s address has caught up', async () => {
    const onChange = vi.fn();
    const { user } = renderApp(<Pagination total={95} currentPage={1} pageSize={10} onChange={onChange} />);
    const size = screen.getByRole('combobox', { name: /per page/i });
    await user.selectOptions(size, '20');
    expect(onChange).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(size).toHaveValue('20');
  });
});
