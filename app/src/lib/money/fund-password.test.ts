import { fundPasswordProblem } from './fund-password';

describe('fundPasswordProblem', () => {
  it('takes 6 to 64 characters', () => {
    expect(fundPasswordProblem('123456')).toBeNull();
    expect(fundPasswordProblem('x'.repeat(64))).toBeNull();
  });

  it('names what is missing or too long', () => {
    expect(fundPasswordProblem('')).toBe('required');
    expect(fundPasswordProblem('12345')).toBe('tooShort');
    expect(fundPasswordProblem('x'.repeat(65))).toBe('tooLong');
  });

  it('counts characters as the sandbox does, not UTF-16 units', () => {
    // Five letters outside the BMP are ten UTF-16 units but five characters.
    expect(fundPasswordProblem('𝒜𝒜𝒜𝒜𝒜')).toBe('tooShort');
    expect(fundPasswordProblem('𝒜'.repeat(64))).toBeNull();
  });
});
