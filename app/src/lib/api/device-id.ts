// The browser's device id that the socket's sign-in message carries: made
// once, then kept in local storage.
import { readPreference, writePreference } from '@/lib/stored-preference';

const deviceIdKey = 'lobbykit.deviceId';

export function deviceId(): string {
  const stored = readPreference(deviceIdKey);
  if (stored) return stored;
  const made = crypto.randomUUID();
  writePreference(deviceIdKey, made);
  return made;
}
