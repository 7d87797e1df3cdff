import { ageOn, birthdayProblem, latestBirthday, nicknameProblem } from './profile-rules';

describe('nicknameProblem', () => {
  it.each([
    ['Lucky', undefined],
    ['Jo', undefined],
    ['x'.repeat(20), undefined],
    ['🎰🎰', undefined],
    ['😀'.repeat(20), undefined],
    ['', { key: 'validation.required' }],
    ['J', { key: 'validation.minLength', min: 2 }],
    ['x'.repeat(21), { key: 'validation.maxLength', max: 20 }],
    ['tab\there', { key: 'account.profile.nicknameRefused' }],
  ])('%j: %j', (nickname, problem) => {
    expect(nicknameProblem(nickname)).toEqual(problem);
  });
});

describe('birthdayProblem', () => {
  const today = '2026-11-27';
  it.each([
    ['2008-11-27', undefined],
    ['1990-01-31', undefined],
    ['1906-11-28', undefined],
    ['', { key: 'validation.required' }],
    ['2008-11-28', { key: 'account.details.tooYoung', age: 18 }],
    ['2020-01-01', { key: 'account.details.tooYoung', age: 18 }],
    ['1906-11-26', undefined],
    ['1905-11-28', undefined],
    ['1905-11-27', { key: 'validation.date' }],
    ['2001-02-30', { key: 'validation.date' }],
    ['31/01/2000', { key: 'validation.date' }],
  ])('%j: %j', (birthday, problem) => {
    expect(birthdayProblem(birthday, today)).toEqual(problem);
  });

  it('counts whole years', () => {
    expect(ageOn('2000-11-27', '2026-11-26')).toBe(25);
    expect(ageOn('2000-11-27', '2026-11-27')).toBe(26);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('gives the latest birthday of an 18-year-old, for the date field’s max', () => {
    expect(latestBirthday('2026-11-27')).toBe('2008-11-27');
    expect(latestBirthday('2024-02-29')).toBe('2006-02-28');
    expect(birthdayProblem(latestBirthday('2024-02-29'), '2024-02-29')).toBeUndefined();
  });
});
