import { describe, expect, it, vi } from 'vitest';
import { createBlurhashQueue, type Pixels } from './blurhash-queue';

function setup(maxPerFrame = 24, msPerDecode = 0) {
  const frames: Array<() => void> = [];
  let clock = 0;
  const decode = vi.fn((hash: string): Pixels => {
    if (hash === 'bad') throw new Error('malformed');
    clock += msPerDecode;
    return new Uint8ClampedArray([hash.length]);
  });
  const queue = createBlurhashQueue({
    width: 24,
    height: 32,
    maxPerFrame,
    frameBudgetMs: 4,
    cacheLimit: 100,
    requestFrame: (callback) => frames.push(callback),
    decode,
    now: () => clock,
  });
  const runFrame = () => frames.shift()?.();
  return { queue, decode, frames, runFrame };
}

describe('createBlurhashQueue', () => {
  it('decodes no more than 24 hashes per animation frame', () => {
    const { queue, decode, frames, runFrame } = setup();
    const received = vi.fn();
    for (let index = 0; index < 60; index++) queue.request(`hash-${index}`, received);
    expect(decode).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);

    runFrame();
    expect(decode).toHaveBeenCalledTimes(24);
    expect(received).toHaveBeenCalledTimes(24);
    runFrame();
    expect(decode).toHaveBeenCalledTimes(48);
    runFrame();
    expect(decode).toHaveBeenCalledTimes(60);
    expect(queue.pendingCount()).toBe(0);
    expect(frames).toHaveLength(0);
  });

  it('stops a frame once its time budget is spent, decoding at least one hash a frame', () => {
    const { queue, decode, runFrame } = setup(24, 1.5);
    for (let index = 0; index < 5; index++) queue.request(`hash-${index}`, () => {});
    runFrame();
    expect(decode).toHaveBeenCalledTimes(3); // 0, 1.5, 3 ms in: the third ends past the 4 ms budget
    runFrame();
    expect(decode).toHaveBeenCalledTimes(5);

    const slow = setup(24, 10);
    for (let index = 0; index < 2; index++) slow.queue.request(`hash-${index}`, () => {});
    slow.runFrame();
    expect(slow.decode).toHaveBeenCalledTimes(1);
    slow.runFrame();
    expect(slow.decode).toHaveBeenCalledTimes(2);
  });

  it('decodes with the canvas size it was given', () => {
    const { queue, decode, runFrame } = setup();
    queue.request('abc', () => {});
    runFrame();
    expect(decode).toHaveBeenCalledWith('abc', 24, 32);
  });

  it('answers a cached hash at once without decoding again', () => {
    const { queue, decode, runFrame } = setup();
    queue.request('same', () => {});
    runFrame();
    const again = vi.fn();
    queue.request('same', again);
    expect(again).toHaveBeenCalledWith(new Uint8ClampedArray([4]));
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('decodes a hash two cards wait for only once', () => {
    const { queue, decode, runFrame } = setup();
    const first = vi.fn();
    const second = vi.fn();
    queue.request('shared', first);
    queue.request('shared', second);
    runFrame();
    expect(decode).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('skips a withdrawn request (a card scrolled away before its frame)', () => {
    const { queue, decode, runFrame } = setup();
    const withdraw = queue.request('gone', () => {});
    withdraw();
    runFrame();
    expect(decode).not.toHaveBeenCalled();
  });

  it('gives null for a malformed hash and keeps going', () => {
    const { queue, runFrame } = setup();
    const bad = vi.fn();
    const good = vi.fn();
    queue.request('bad', bad);
    queue.request('good', good);
    runFrame();
    expect(bad).toHaveBeenCalledWith(null);
    expect(good).toHaveBeenCalledWith(new Uint8ClampedArray([4]));
  });

  it('refuses a frame budget below one', () => {
    expect(() => setup(0)).toThrow(/maxPerFrame must be at least 1/);
  });
});
