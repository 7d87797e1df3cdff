import { describe, expect, it } from 'vitest';
import { createDeviceGameList } from './device-game-list';

describe('createDeviceGameList', () => {
  it('keeps the newest first on the device and survives a fresh start', () => {
    const list = createDeviceGameList('test.list', 3);
    list.add('a');
    list.add('b');
    list.add('a');
    expect(list.ids()).toEqual(['a', 'b']);
    expect(JSON.parse(window.localStorage.getItem('test.list') ?? '')).toEqual(['a', 'b']);
    expect(createDeviceGameList('test.list', 3).ids()).toEqual(['a', 'b']);
  });

  it('drops the oldest past the cap and removes on request', () => {
    const list = createDeviceGameList('test.cap', 2);
    list.add('a');
    list.add('b');
    list.add('c');
    expect(list.ids()).toEqual(['c', 'b']);
    list.remove('c');
    expect(list.has('c')).toBe(false);
    expect(list.ids()).toEqual(['b']);
  });

  it('takes a whole list in place of its own, within the cap', () => {
    const list = createDeviceGameList('test.replace', 2);
    list.add('old');
    list.replace(['x', 'y', 'z']);
    expect(list.ids()).toEqual(['x', 'y']);
    expect(JSON.parse(window.localStorage.getItem('test.replace') ?? '')).toEqual(['x', 'y']);
  });

  it('reads damaged storage as an empty list, keeping only string ids', () => {
    window.localStorage.setItem('test.bad', '{not json');
    expect(createDeviceGameList('test.bad', 5).ids()).toEqual([]);
    window.localStorage.setItem('test.mixed', '["a", 3, null, "b"]');
    expect(createDeviceGameList('test.mixed', 5).ids()).toEqual(['a', 'b']);
  });

  it('reloads what another tab wrote', () => {
    const list = createDeviceGameList('test.reload', 5);
    window.localStorage.setItem('test.reload', '["x"]');
    list.reload();
    expect(list.ids()).toEqual(['x']);
  });
});
