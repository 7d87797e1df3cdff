// Where the sandbox lives: site.yaml's environments give the API base URL and
// the socket URL for development and production builds.
import { site } from '@content/site';

export type Environment = keyof typeof site.environments;

export function currentEnvironment(): Environment {
  return import.meta.env.DEV ? 'development' : 'production';
}

export function apiUrl(path: string, environment: Environment = currentEnvironment()): string {
  return `${site.environments[environment].apiBaseUrl}${path}`;
}

/** An address the operator's server answers with (a launch or chat page): a path is on the API's host. */
export function operatorUrl(
  address: string,
  pageUrl: string,
  environment: Environment = currentEnvironment(),
): string {
  return new URL(address, new URL(apiUrl('', environment), pageUrl)).href;
}

/** The socket's absolute ws:// or wss:// address; a relative socketUrl is on the page's own host. */
export function socketUrl(pageUrl: string, environment: Environment = currentEnvironment()): string {
  const url = new URL(site.environments[environment].socketUrl, pageUrl);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.href;
}
