import { fetchMessages, initialLocale, localeInfo, localeStorageKey, shippedLocales } from './locale-loading';

describe('locale loading', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the 26 shipped languages, not the pseudo-locale', () => {
    expect(shippedLocales).toHaveLength(26);
    expect(shippedLocales.map((info) => info.tag)).not.toContain('en-XA');
  });

  it('starts with the stored language, else the browser’s, else English', () => {
    expect(initialLocale(['zh-TW', 'en'])).toBe('zh-HK');
    expect(initialLocale(['sw'])).toBe('en');
    window.localStorage.setItem(localeStorageKey, 'ur');
    expect(initialLocale(['zh-TW'])).toBe('ur');
  });

  it('fetches the content-hashed messages file the locale names', async () => {
    const fetchMock = vi.fn<(url: URL) => Promise<Response>>(() =>
      Promise.resolve(new Response(JSON.stringify({ locale: 'de', messages: { 'common.ok': [] } }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchMessages('de')).resolves.toEqual({ 'common.ok': [] });
    expect(String(fetchMock.mock.calls[0]?.[0] ?? '')).toMatch(/\/i18n\/de\.[0-9a-f]{10}\.json$/);
  });

  it('names the file and the status when the messages cannot be fetched', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('gone', { status: 404 })));
    await expect(fetchMessages('ar')).rejects.toThrow(`${localeInfo('ar').file}: HTTP 404`);
  });
});
