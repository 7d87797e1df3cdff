import { clampPage, jumpDigits, jumpTarget, pageCount, pageWindow } from './page-numbers';

describe('page numbers', () => {
  it('count ceil(total / page size) pages, at least 1', () => {
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('refuse a page size that is not a whole number of at least 1', () => {
    expect(() => pageCount(10, 0)).toThrow('page size must be a whole number of at least 1, got 0');
    expect(() => pageCount(10, 2.5)).toThrow('got 2.5');
  });

  it('keep a page within 1 and the page count', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-3, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(4, 10)).toBe(4);
  });

  it('keep only the digits of a jump, go to page 1 when empty and to the last page past it', () => {
    expect(jumpDigits('1a2')).toBe('12');
    expect(jumpDigits('-3.5 ')).toBe('35');
    expect(jumpTarget('', 10)).toBe(1);
    expect(jumpTarget('99', 10)).toBe(10);
    expect(jumpTarget('0', 10)).toBe(1);
    expect(jumpTarget('7', 10)).toBe(7);
  });

  it('show at most 5 page buttons, the current one central where it can be', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });
});
