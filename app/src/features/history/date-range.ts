// The period filter of the transaction list: whole days in the player's own
// time zone, today included, sent to the server as the first second to list.
export const dateRanges = ['all', 'today', 'last7Days', 'last30Days'] as const;
export type DateRange = (typeof dateRanges)[number];

const daysOf: Readonly<Record<Exclude<DateRange, 'all'>, number>> = {
  today: 1,
  last7Days: 7,
  last30Days: 30,
};

export function isDateRange(name: string | null): name is DateRange {
  return dateRanges.some((range) => range === name);
}

/** Seconds since the epoch of the range's first moment as of `now`; null for all time. */
export function rangeStart(range: DateRange, now: Date): number | null {
  if (range === 'all') return null;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (daysOf[range] - 1));
  return Math.floor(start.getTime() / 1000);
}
