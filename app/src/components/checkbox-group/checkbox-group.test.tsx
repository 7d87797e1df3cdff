import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { CheckboxGroup, type CheckboxOption } from './checkbox-group';

const fruit = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
  { value: 'plum', label: 'Plum' },
];

function GroupHarness({
  max,
  initial = [],
  options = fruit,
}: {
  max?: number;
  initial?: string[];
  options?: readonly CheckboxOption[];
}) {
  const [value, setValue] = useState<readonly string[]>(initial);
  return (
    <CheckboxGroup
      legend="Fruit"
      options={options}
      value={value}
      onChange={setValue}
      {...(max !== undefined && { max })}
    />
  );
}

const checked = () => screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);

describe('CheckboxGroup', () => {
  it('refuses a third pick at max 2 and says so in a toast', () => {
    renderApp(<GroupHarness max={2} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Apple' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pear' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Plum' }));
    expect(checked()).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Plum' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Up to 2 items can be selected');
  });

  it('hides the toast after 1500 ms', () => {
    vi.useFakeTimers();
    try {
      renderApp(<GroupHarness max={1} initial={['apple']} />);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Pear' }));
      expect(screen.getByRole('status')).toHaveTextContent('Up to 1 item can be selected');
      act(() => vi.advanceTimersByTime(1499));
      expect(screen.getByRole('status')).toHaveTextContent('Up to 1 item');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('translates the toast', async () => {
    const { user } = renderApp(<GroupHarness max={1} initial={['apple']} />, { locale: 'de' });
    await user.click(screen.getByRole('checkbox', { name: 'Pear' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('1');
    expect(toast.textContent).not.toContain('can be selected');
  });

  it('lets a pick go once another is unticked', async () => {
    const { user } = renderApp(<GroupHarness max={2} initial={['apple', 'pear']} />);
    await user.click(screen.getByRole('checkbox', { name: 'Apple' }));
    await user.click(screen.getByRole('checkbox', { name: 'Plum' }));
    expect(checked().map((box) => box.getAttribute('value'))).toEqual(['pear', 'plum']);
  });

  it('allows 999 picks by default and refuses the 1000th', () => {
    const options = Array.from({ length: 1000 }, (_, index) => ({
      value: `v${index}`,
      label: `Option ${index}`,
    }));
    const { container } = renderApp(
      <GroupHarness options={options} initial={options.slice(0, 998).map((option) => option.value)} />,
    );
    // Queried by value: a role query over 1000 checkboxes takes half a minute in jsdom.
    const box = (value: string) => container.querySelector<HTMLInputElement>(`input[value="${value}"]`);
    fireEvent.click(box('v998') as HTMLInputElement);
    expect(box('v998')).toBeChecked();
    fireEvent.click(box('v999') as HTMLInputElement);
    expect(box('v999')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Up to 999 items can be selected');
  });
});
