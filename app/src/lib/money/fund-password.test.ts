import { fundPasswordProblem, fundPasswordText } from './fund-password';

describe('fundPasswordProblem', () => {
  it.each([
    ['123456', null],
    ['000000', null],
    ['', 'required'],
    ['12345', 'notSixDigits'],
    ['1234567', 'notSixDigits'],
    ['12345a', 'notSixDigits'],
    ['123 456', 'notSixDigits'],
    ['secret-1', 'notSixDigits'],
  ] as const)('%j is %s', (password, problem) => {
    expect(fundPasswordProblem(password)).toBe(problem);
  });

  it('reads the digits of the shipped languages as 0-9', () => {
    expect(fundPasswordProblem('١٢٣٤٥٦')).toBeNull();
    expect(fundPasswordText('١٢٣٤٥٦')).toBe('123456');
    expect(fundPasswordText('１２３４５６')).toBe('123456');
  });
});
