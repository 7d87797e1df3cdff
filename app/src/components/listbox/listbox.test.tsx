import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '@/testing/render-app';
import { Listbox, nextActiveIndex } from './listbox';

const texts = ['USDT Tether', 'BDT Taka', 'BRL Real', 'EUR Euro'];

describe('nextActiveIndex', () => {
  it('moves with the arrows, Home and End, within the list', () => {
    expect(nextActiveIndex('ArrowDown', 0, texts)).toBe(1);
    expect(nextActiveIndex('ArrowDown', 3, texts)).toBe(3);
    expect(nextActiveIndex('ArrowUp', 0, texts)).toBe(0);
    expect(nextActiveIndex('Home', 2, texts)).toBe(0);
    expect(nextActiveIndex('End', 0, texts)).toBe(3);
  });

  it('jumps to the next option starting with a typed letter, wrapping round', () => {
    expect(nextActiveIndex('b', 0, texts)).toBe(1);
    expect(nextActiveIndex('b', 1, texts)).toBe(2);
    expect(nextActiveIndex('B', 2, texts)).toBe(1);
    expect(nextActiveIndex('z', 0, texts)).toBeNull();
    expect(nextActiveIndex('Shift', 0, texts)).toBeNull();
  });
});

function Harness() {
  const [value, setValue] = useState('USDT');
  return (
    <>
      <Listbox
        label="Currency"
        value={value}
        onChange={setValue}
        options={texts.map((text) => ({ value: text.slice(0, text.indexOf(' ')), text, content: text }))}
      />
      <button type="button">after</button>
    </>
  );
}

describe('Listbox', () => {
  it('opens on Enter, chooses with the arrows and Enter, and returns focus to its button', async () => {
    const { user } = renderApp(<Harness />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Currency: USDT Tether' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Currency: BRL Real' })).toHaveFocus();
  });

  it('closes on Escape without choosing, and on Tab', async () => {
    const { user } = renderApp(<Harness />);
    await user.click(screen.getByRole('button', { name: /Currency/ }));
    await user.keyboard('{End}{Escape}');
    expect(screen.getByRole('button', { name: 'Currency: USDT Tether' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses with the pointer', async () => {
    const { user } = renderApp(<Harness />);
    await user.click(screen.getByRole('button', { name: /Currency/ }));
    await user.click(screen.getByRole('option', { name: 'EUR Euro' }));
    expect(screen.getByRole('button', { name: 'Currency: EUR Euro' })).toBeInTheDocument();
  });
});
