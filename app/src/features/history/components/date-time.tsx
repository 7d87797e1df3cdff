// When something happened, in the player's language and time zone.
import { useMemo } from 'react';
import { useLocale } from '@/lib/locale';

export function DateTime({ seconds }: { readonly seconds: number }) {
  const { locale } = useLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const date = new Date(seconds * 1000);
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}
