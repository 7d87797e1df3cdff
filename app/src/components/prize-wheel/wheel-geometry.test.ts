import {
  finalRotation,
  prizeAmount,
  segmentCentre,
  segmentColours,
  segmentUnderPointer,
} from './wheel-geometry';

describe('wheel geometry', () => {
  it('ends a first spin at 10 turns plus the target angle', () => {
    // 8 segments of 45°: segment 3's middle is at 157.5°, brought to the top by 202.5°.
    expect(segmentCentre(3, 8)).toBe(157.5);
    expect(finalRotation(0, 3, 8, 10)).toBe(10 * 360 + 202.5);
    expect(finalRotation(0, 0, 8, 10)).toBe(10 * 360 + 337.5);
  });

  it('puts the given segment under the pointer, from wherever the wheel stood', () => {
    for (let index = 0; index < 8; index++) {
      expect(segmentUnderPointer(finalRotation(0, index, 8, 10), 8)).toBe(index);
      expect(segmentUnderPointer(finalRotation(3802.5, index, 8, 10), 8)).toBe(index);
    }
    expect(finalRotation(3802.5, 1, 8, 10)).toBeGreaterThanOrEqual(3802.5 + 10 * 360);
  });

  it('refuses an index that is not a prize', () => {
    expect(() => finalRotation(0, 8, 8, 10)).toThrow("prize index 8 is not one of the wheel's 8 prizes");
    expect(() => finalRotation(0, -1, 8, 10)).toThrow('prize index -1');
    expect(() => segmentCentre(0, 0)).toThrow('a prize wheel needs at least one prize, got 0');
  });

  it('divides the reward by the rate', () => {
    expect(prizeAmount(500, 100)).toBe(5);
    expect(() => prizeAmount(500, 0)).toThrow('a currency rate must be above 0, got 0');
    expect(() => prizeAmount(Number.NaN, 100)).toThrow('a prize reward must be a number');
  });

  it.each([
    [1, ['a']],
    [2, ['a', 'b']],
    [3, ['a', 'b', 'c']],
    [4, ['a', 'b', 'a', 'b']],
    [5, ['a', 'b', 'a', 'b', 'c']],
    [8, ['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']],
  ])(
    'colours %i segments %j: every segment differs from both its neighbours round the ring',
    (count, colours) => {
      const got = segmentColours(count);
      expect(got).toEqual(colours);
      if (count > 1)
        got.forEach((colour, index) => {
          expect(colour, `segment ${index}`).not.toBe(got[(index + 1) % count]);
        });
    },
  );

  it('colours every odd count so the first and last segments differ', () => {
    for (let count = 3; count <= 25; count += 2) {
      const colours = segmentColours(count);
      expect(colours[0]).not.toBe(colours[count - 1]);
    }
    expect(() => segmentColours(0)).toThrow('a prize wheel needs at least one prize, got 0');
  });
});
