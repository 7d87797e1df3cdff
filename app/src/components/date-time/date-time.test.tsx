import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { DateTime } from './date-time';

// 2 January 2026, 12:00 UTC.
const seconds = 1_767_355_200;
const shown = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(seconds * 1000);

describe('DateTime', () => {
  it('shows the date and time in the player’s language, with the instant for machines', () => {
    const { container } = renderApp(<DateTime seconds={seconds} className="row__date" />);
    const time = container.querySelector('time');
    expect(time).toHaveTextContent(shown('en'));
    expect(time).toHaveAttribute('datetime', '2026-01-02T12:00:00.000Z');
    expect(time).toHaveClass('row__date');
  });

  it('writes Arabic dates in Arabic', () => {
    renderApp(<DateTime seconds={seconds} />, { locale: 'ar' });
    expect(screen.getByText(shown('ar'))).toBeInTheDocument();
    expect(shown('ar')).not.toBe(shown('en'));
  });
});
