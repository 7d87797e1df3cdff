export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const secondsPerMinute = 60;
const secondsPerHour = 60 * secondsPerMinute;
const secondsPerDay = 24 * secondsPerHour;

/** Splits a number of whole seconds into days, hours, minutes and seconds (negative counts as 0). */
export function durationParts(totalSeconds: number): DurationParts {
  const rest = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(rest / secondsPerDay),
    hours: Math.floor((rest % secondsPerDay) / secondsPerHour),
    minutes: Math.floor((rest % secondsPerHour) / secondsPerMinute),
    seconds: rest % secondsPerMinute,
  };
}
