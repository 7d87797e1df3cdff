import {
  classifyPath,
  gameDetailsPath,
  manageAccountPath,
  pageAtPath,
  pageNames,
  pagePath,
  tabPages,
  vendorGamesPath,
} from './paths';

describe('route table', () => {
  it('holds the 36 routes of SPEC §2, each once', () => {
    expect(pageNames).toHaveLength(36);
    expect(new Set(pageNames).size).toBe(36);
  });

  it('maps home to / and every other page to /pages/{Name}/{Name}', () => {
    expect(pagePath('index')).toBe('/');
    expect(pagePath('Bonus-Logoin')).toBe('/pages/Bonus-Logoin/Bonus-Logoin');
  });

  it('has the four tab pages', () => {
    expect(tabPages.map(pagePath)).toEqual([
      '/',
      '/pages/Bonus/Bonus',
      '/pages/Referandearn/Referandearn',
      '/pages/Account/Account',
    ]);
  });

  it('builds the classify query for a category and for hot games', () => {
    expect(classifyPath(1)).toBe('/pages/classify/classify?Leixing=1&index=0');
    expect(classifyPath(3, 2)).toBe('/pages/classify/classify?Leixing=3&index=2');
    expect(classifyPath(1, 1, 'fishing')).toBe('/pages/classify/classify?Leixing=1&index=1&category=fishing');
    expect(classifyPath(3, 0, 'fishing')).toBe('/pages/classify/classify?Leixing=3&index=0');
  });

  it('builds a game’s and a vendor’s address, escaping the id', () => {
    expect(gameDetailsPath('fairway-fortune')).toBe('/pages/GamesDetails/GamesDetails?id=fairway-fortune');
    expect(gameDetailsPath('a&b c')).toBe('/pages/GamesDetails/GamesDetails?id=a%26b%20c');
    expect(vendorGamesPath('pg&soft')).toBe('/pages/supplierGameList/supplierGameList?vendor=pg%26soft');
  });

  it('finds the page a path shows, home by both of its paths', () => {
    expect(pageAtPath('/')).toBe('index');
    expect(pageAtPath('/pages/index/index')).toBe('index');
    for (const name of pageNames) expect(pageAtPath(pagePath(name))).toBe(name);
  });

  it('finds no page for an unknown or mismatched path', () => {
    expect(pageAtPath('/pages/Casino/Casino')).toBeNull();
    expect(pageAtPath('/pages/Bonus/Wallet')).toBeNull();
    expect(pageAtPath('/Bonus')).toBeNull();
  });

  it('opens a ManageAccount popup from the address', () => {
    expect(manageAccountPath()).toBe('/pages/ManageAccount/ManageAccount');
    expect(manageAccountPath('mobile')).toBe('/pages/ManageAccount/ManageAccount?open=mobile');
  });
});
