import { describe, expect, it } from 'vitest';
import { webviewPath } from '@/config/paths';
import { frameableUrl } from './frameable-url';

const page = 'https://casino.example/#/pages/Webview/Webview';

describe('frameableUrl', () => {
  it('frames the app’s own origin, resolving a path against it', () => {
    expect(frameableUrl('/sandbox/play.html?game=a', page, '/api')).toBe(
      'https://casino.example/sandbox/play.html?game=a',
    );
  });

  it('frames the operator’s API origin when it is another host', () => {
    expect(frameableUrl('https://api.casino.example/play?g=1', page, 'https://api.casino.example/api')).toBe(
      'https://api.casino.example/play?g=1',
    );
  });

  it('refuses other hosts, other schemes, malformed and missing addresses', () => {
    expect(frameableUrl('https://elsewhere.example/login', page, '/api')).toBeNull();
    expect(frameableUrl('javascript:alert(1)', page, '/api')).toBeNull();
    expect(frameableUrl('data:text/html,<p>hi</p>', page, '/api')).toBeNull();
    expect(frameableUrl('http://[broken', page, '/api')).toBeNull();
    expect(frameableUrl('//elsewhere.example/x', page, '/api')).toBeNull();
    expect(frameableUrl(null, page, '/api')).toBeNull();
    expect(frameableUrl('', page, '/api')).toBeNull();
  });
});

describe('webviewPath', () => {
  it('carries the address and title as query parameters that survive the round trip', () => {
    const path = webviewPath('/sandbox/play.html?game=a&x=1', 'Abyss & Whale');
    expect(path.startsWith('/pages/Webview/Webview?')).toBe(true);
    const query = new URLSearchParams(path.slice(path.indexOf('?')));
    expect(query.get('url')).toBe('/sandbox/play.html?game=a&x=1');
    expect(query.get('title')).toBe('Abyss & Whale');
  });
});
