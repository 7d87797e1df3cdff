// When something happened (a ledger entry, a round, a deposit, a withdrawal),
// in the player's language and time zone: a medium date and a short time, in
// a <time> that carries the instant for machines.
import { useMemo } from 'react';
import { useLocale } from '@/lib/locale';

export interface DateTimeProps {
  /** Seconds since the epoch, as the sandbox answers them. */
  readonly seconds: number;
  readonly className?: string;
}

export function DateTime({ seconds, className }: DateTimeProps) {
  const { locale } = useLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const date = new Date(seconds * 1000);
  return (
    <time className={className} dateTime={date.toISOString()}>
      {format.format(date)}
    </time>
  );
}
