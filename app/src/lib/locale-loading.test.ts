import { createIntl } from 'react-intl';
import {
  bundledEnglish,
  fetchMessages,
  initialLocale,
  localeFile,
  localeStorageKey,
  startupMessages,
} from './locale-loading';

describe('locale loading', () => {
  afterEach(() => vi.unstubAllGlobals());

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
    await expect(fetchMessages('ar')).rejects.toThrow(`${localeFile('ar').file}: HTTP 404`);
  });
});

describe('start-up messages (SPEC §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts in the chosen language when its file loads', async () => {
    const english = vi.fn(() => Promise.resolve({}));
    await expect(startupMessages('de', () => Promise.resolve({ 'common.ok': [] }), english)).resolves.toEqual(
      {
        locale: 'de',
        messages: { 'common.ok': [] },
      },
    );
    expect(english).not.toHaveBeenCalled();
  });

  it('starts in the bundled English, logged, when the chosen file fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = await startupMessages('ar', () => Promise.reject(new Error('i18n/ar.json: HTTP 404')));
    expect(started.locale).toBe('en');
    // The real bundled chunk: English words, not ids.
    const intl = createIntl({ locale: 'en', messages: started.messages });
    expect(intl.formatMessage({ id: 'topBar.signIn' })).toBe('Sign in');
    expect(intl.formatMessage({ id: 'modals.signedInElsewhere.title' })).toBe('Signed in on another device');
    expect(String(logged.mock.calls[0]?.[0])).toContain('starting in English');
  });

  it('starts without messages, logged, when the bundled English fails too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      startupMessages(
        'en',
        () => Promise.reject(new Error('offline')),
        () => Promise.reject(new Error('chunk failed')),
      ),
    ).resolves.toEqual({ locale: 'en', messages: {} });
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('names the missing file when the build bundles no English', async () => {
    await expect(bundledEnglish({})).rejects.toThrow(`the build bundles no ${localeFile('en').file}`);
  });
});
