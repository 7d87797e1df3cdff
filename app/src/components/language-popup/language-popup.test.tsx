import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shippedLocales } from '@/lib/locale-choices';
import { renderApp } from '@/testing/render-app';
import { LanguagePopup } from './language-popup';

describe('LanguagePopup', () => {
  it('lists every language with its flag (decorative) and its own name, the current one marked', async () => {
    const { user } = renderApp(<LanguagePopup />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const list = await screen.findByRole('listbox', { name: 'Choose a language' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(shippedLocales.length);
    expect(options).toHaveLength(26);
    for (const [index, info] of shippedLocales.entries()) {
      const option = options[index];
      // The accessible name is the language's own name: the flag is hidden from screen readers.
      expect(option).toHaveAccessibleName(info.name);
      expect(option?.querySelector('[aria-hidden="true"]')).toHaveTextContent(info.flag);
      expect(option?.querySelector(`[lang="${info.tag}"]`)).toHaveTextContent(info.name);
    }
    const chosen = within(list).getAllByRole('option', { selected: true });
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toHaveAccessibleName('English');
    expect(chosen[0]?.querySelector('svg')).not.toBeNull();
  });

  it('is driven by the keyboard: the list takes the focus, a letter and the arrows move, Enter chooses', async () => {
    const { user } = renderApp(<LanguagePopup />);
    screen.getByRole('button', { name: 'Language: English' }).focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('listbox', { name: 'Choose a language' });
    await waitFor(() => expect(list).toHaveFocus());
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveAccessibleName('English');
    await user.keyboard('{Home}');
    expect(active()).toHaveAccessibleName(shippedLocales[0]?.name ?? '');
    await user.keyboard('D');
    expect(active()).toHaveAccessibleName('Deutsch');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    expect(await screen.findByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(window.localStorage.getItem('lobbykit.language')).toBe('de');
  });

  it('closes with Escape and keeps the language', async () => {
    const { user } = renderApp(<LanguagePopup />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await screen.findByRole('listbox');
    await user.keyboard('{End}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
