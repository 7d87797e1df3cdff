import { durationParts } from './duration-parts';

describe('durationParts', () => {
  it('splits 90061 s into 1 day, 1 hour, 1 minute and 1 second', () => {
    expect(durationParts(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });

  it('gives zeros below zero and drops fractions', () => {
    expect(durationParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(59.9)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });
});
