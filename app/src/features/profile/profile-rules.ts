// The profile's own rules, as the sandbox applies them (openapi.yaml
// /user/profile/update, /user/details/update): a nickname is 2 to 20
// characters counted as code points, with no control characters (it is
// trimmed first, by the field); a birthday is a real date of a player at
// least 18 and at most 120 years old on the day it is saved.
import { date, maxLength, minLength, required, validate, type Rule } from '@/lib/validators/validators';
import type { ValidationMessage } from '@/lib/validators/validation-message';

export const nicknameLength = { min: 2, max: 20 } as const;
export const birthdayAge = { min: 18, max: 120 } as const;

export type NicknameProblem = ValidationMessage | { readonly key: 'account.profile.nicknameRefused' };

export function nicknameProblem(nickname: string): NicknameProblem | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\u0000-\u001f\u007f-\u009f]/.test(nickname)) return { key: 'account.profile.nicknameRefused' };
  return validate(nickname, required, minLength(nicknameLength.min), maxLength(nicknameLength.max));
}

export type BirthdayProblem =
  | ValidationMessage
  | { readonly key: 'account.details.tooYoung'; readonly age: number }
  | { readonly key: 'validation.date' };

/** The player's age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Today's date where the player is, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest birthday a player of the minimum age has on `today`. */
export function latestBirthday(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const pad = (n: number) => String(n).padStart(2, '0');
  const candidate = `${year - birthdayAge.min}-${pad(month)}-${pad(day)}`;
  // Today is 29 February and that year was a common one: who was born on the 28th is of age.
  return date(candidate) ? `${year - birthdayAge.min}-02-28` : candidate;
}

const realAge =
  (today: string): Rule =>
  (value) => {
    const age = ageOn(value, today);
    if (age < birthdayAge.min) return undefined; // told apart below, with its own message
    return age > birthdayAge.max ? { key: 'validation.date' } : undefined;
  };

export function birthdayProblem(birthday: string, today: string): BirthdayProblem | undefined {
  const problem = validate(birthday, required, date, realAge(today));
  if (problem) return problem;
  return ageOn(birthday, today) < birthdayAge.min
    ? { key: 'account.details.tooYoung', age: birthdayAge.min }
    : undefined;
}
