// Which addresses the Webview page may show. Only the app's own origin and the
// operator's API origin (game launch pages, chat, terms): an arbitrary address
// in a shared link must not be dressed up as the casino inside its frame.
import { apiUrl } from './api/environment';

/** The absolute address to frame, or null when `url` is missing, malformed or foreign. */
export function frameableUrl(
  url: string | null,
  pageUrl: string,
  apiBaseUrl: string = apiUrl(''),
): string | null {
  if (!url) return null;
  let target: URL;
  try {
    target = new URL(url, pageUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  const allowed = [new URL(pageUrl).origin, new URL(apiBaseUrl, pageUrl).origin];
  return allowed.includes(target.origin) ? target.href : null;
}
