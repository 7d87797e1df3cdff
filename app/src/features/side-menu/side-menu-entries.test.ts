import { categories } from '@content/categories';
import {
  SidebarCode,
  type SideMenuEntry,
  categoryMenu,
  lowerEntries,
  requiresSignIn,
  upperEntries,
  visibleEntries,
} from './side-menu-entries';

const allEntries = [...upperEntries, ...lowerEntries];
const codes = (entries: readonly SideMenuEntry[]) => entries.map((entry) => entry.code);

describe('side menu entries', () => {
  it('follow the order of SPEC §2', () => {
    expect(codes(upperEntries)).toEqual([8, 21, 19, 20, 2, 9, 99]);
    expect(codes(lowerEntries)).toEqual([18, 6, 7, 17, 14, 15, 13, 11, 666, null, 3]);
  });

  it('open the pages and classify queries SPEC gives them', () => {
    const target = (code: number) => allEntries.find((entry) => entry.code === code)?.action;
    expect(target(SidebarCode.refer)).toEqual({ kind: 'navigate', path: '/pages/Referandearn/Referandearn' });
    expect(target(SidebarCode.promotions)).toEqual({ kind: 'navigate', path: '/pages/Bonus/Bonus' });
    expect(target(SidebarCode.hot)).toEqual({
      kind: 'navigate',
      path: '/pages/classify/classify?Leixing=3&index=0',
    });
    expect(target(SidebarCode.home)).toEqual({ kind: 'navigate', path: '/' });
    expect(target(SidebarCode.deposit)).toEqual({ kind: 'navigate', path: '/pages/Wallet/Wallet' });
  });
});

describe('requiresSignIn', () => {
  it('lets visitors use home, promotions, refer, VIP, settings, install, search, hot and clear cache', () => {
    for (const code of [99, 2, 8, 9, 11, 13, 17, 18, 666] as const) expect(requiresSignIn(code)).toBe(false);
  });

  it('asks visitors to sign in for everything else', () => {
    for (const code of [3, 6, 7, 14, 15, 16, 19, 20, 21] as const) expect(requiresSignIn(code)).toBe(true);
  });
});

describe('visibleEntries', () => {
  const state = { taskSwitch: true, platformId: 1, hideLiveSupportOn: [10] };

  it('shows Task Center only while the task switch is on', () => {
    expect(codes(visibleEntries(upperEntries, state))).toContain(21);
    expect(codes(visibleEntries(upperEntries, { ...state, taskSwitch: false }))).not.toContain(21);
  });

  it('hides Live Support on platform 10 only', () => {
    expect(codes(visibleEntries(lowerEntries, state))).toContain(null);
    expect(codes(visibleEntries(lowerEntries, { ...state, platformId: 10 }))).not.toContain(null);
    expect(codes(visibleEntries(lowerEntries, { ...state, platformId: null }))).toContain(null);
  });
});

describe('categoryMenu', () => {
  it('lists categories with games, counted over their vendors, and skips Lobby', () => {
    const menu = categoryMenu([
      {
        id: 'slots',
        labelKey: 'category.slots',
        lobby: false,
        vendors: [{ gameCount: 3 }, { gameCount: 4 }],
      },
      { id: 'poker', labelKey: 'category.poker', lobby: false, vendors: [] },
      { id: 'lobby', labelKey: 'category.lobby', lobby: true, vendors: [{ gameCount: 9 }] },
    ]);
    expect(menu.map(({ category, count }) => [category.id, count])).toEqual([['slots', 7]]);
  });

  it('shows the ten categories of the real catalogue with their generated counts', () => {
    const menu = categoryMenu(categories);
    expect(menu.map(({ category }) => category.id)).toEqual([
      'slots',
      'sports',
      'live',
      'fishing',
      'cards',
      'mini',
      'bingo',
      'lottery',
      'poker',
      'arcade',
    ]);
    for (const { category, count } of menu) expect(count).toBe(category.gameCount);
  });
});
