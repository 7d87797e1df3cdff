/** Angles in degrees, clockwise from the top, where the pointer is. Segment 0 starts at the top. */

/** The angle each of `count` segments takes. */
export function segmentAngle(count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`a prize wheel needs at least one prize, got ${count}`);
  }
  return 360 / count;
}

/** The angle of the middle of segment `index`, on the unturned wheel. */
export function segmentCentre(index: number, count: number): number {
  return (index + 0.5) * segmentAngle(count);
}

/**
 * The rotation to end on after a spin from `previous`: round up to a whole turn, add `turns`
 * turns, then turn until segment `index`'s middle is under the pointer.
 */
export function finalRotation(previous: number, index: number, count: number, turns: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`prize index ${index} is not one of the wheel's ${count} prizes`);
  }
  const target = (360 - segmentCentre(index, count)) % 360;
  return Math.ceil(previous / 360) * 360 + turns * 360 + target;
}

/** The segment under the pointer when the wheel stands at `rotation`. */
export function segmentUnderPointer(rotation: number, count: number): number {
  const pointerOnWheel = (((-rotation % 360) + 360) % 360) / segmentAngle(count);
  return Math.floor(pointerOnWheel) % count;
}

/** A prize's amount as shown: the reward divided by the currency's rate. */
export function prizeAmount(reward: number, rate: number): number {
  if (!Number.isFinite(reward)) throw new RangeError(`a prize reward must be a number, got ${reward}`);
  if (!Number.isFinite(rate) || rate <= 0)
    throw new RangeError(`a currency rate must be above 0, got ${rate}`);
  return reward / rate;
}

export type SegmentColour = 'a' | 'b' | 'c';

/**
 * The segments' background colours going round: a and b alternate (SPEC §2), so neighbours
 * differ. The wheel is a ring, so the last segment also meets the first: with an odd number of
 * segments both would be a, and the last takes the theme's third colour, c, instead. One
 * segment meets only itself and is a.
 */
export function segmentColours(count: number): SegmentColour[] {
  segmentAngle(count);
  return Array.from({ length: count }, (_, index) => {
    if (count > 1 && count % 2 === 1 && index === count - 1) return 'c';
    return index % 2 === 0 ? 'a' : 'b';
  });
}
