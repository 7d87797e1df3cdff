// The one client of the sandbox API (SPEC §7): every call is a POST of JSON
// to the environment's base URL with the session's token, resolves only on
// HTTP 200 with code 0, and otherwise rejects with one CallError that is also
// published for the app to show the player. Calls slower than 800 ms turn on
// the loading indicator; none waits longer than 60 s. A maintenance answer
// (HTTP 503, openapi.yaml's MaintenanceEnvelope) turns on the one maintenance
// state (lib/maintenance) instead of an error toast; the next success ends it.
import { site } from '@content/site';
import { CallError, playerMessageFor, type CallErrorCode } from './api/call-error';
import type { CallBody, CallCode, CallData, CallPath } from './api/api-types';
import { apiUrl } from './api/environment';
import { createStore } from './create-store';
import { enterMaintenance, leaveMaintenance, maintenanceEnd } from './maintenance';
import { getSession, isSignedIn, resetSession } from './session-store';

const loadingIndicator = createStore(false);
/** True while at least one call has been waiting longer than the indicator delay. */
export const useLoadingIndicator = loadingIndicator.use;
export const isLoadingIndicatorShown = loadingIndicator.get;
let slowCalls = 0;

const lastCallError = createStore<CallError | null>(null);
/** The latest failed call, for the app's error toast; null once dismissed. */
export const useLastCallError = lastCallError.use;
export const getLastCallError = lastCallError.get;
export function dismissCallError(): void {
  lastCallError.set(null);
}

const knownCodes: readonly Exclude<CallCode, 0>[] = [400, 401, 402, 403, 404, 409, 413, 429, 500];

/** The refusal code: the envelope's, else the HTTP status; anything unknown counts as a server fault. */
function refusalCode(status: number, envelope: unknown): CallErrorCode {
  const code =
    typeof envelope === 'object' && envelope !== null && 'code' in envelope && envelope.code !== 0
      ? envelope.code
      : status;
  return knownCodes.find((known) => known === code) ?? 500;
}

function isSuccess(status: number, envelope: unknown): envelope is { code: 0; data: unknown } {
  return (
    status === 200 &&
    typeof envelope === 'object' &&
    envelope !== null &&
    'code' in envelope &&
    envelope.code === 0
  );
}

function startIndicatorTimer(): () => void {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    slowCalls += 1;
    loadingIndicator.set(true);
  }, site.timeouts.loadingIndicatorDelayMs);
  return () => {
    clearTimeout(timer);
    if (!shown) return;
    slowCalls -= 1;
    if (slowCalls === 0) loadingIndicator.set(false);
  };
}

async function send(path: CallPath, body: unknown): Promise<unknown> {
  const session = getSession();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session.token) headers.token = session.token;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), site.timeouts.networkMs);
  const fail = (code: CallErrorCode) =>
    new CallError(path, code, playerMessageFor(code, path, isSignedIn(session)));
  try {
    let status: number;
    let envelope: unknown;
    try {
      const response = await fetch(apiUrl(path), {
        method: 'POST',
        headers,
        body: JSON.stringify(body ?? {}),
        signal: controller.signal,
      });
      status = response.status;
      envelope = await response.json().catch(() => null);
    } catch {
      throw fail(controller.signal.aborted ? 'timeout' : 'network');
    }
    const maintenanceEndsAt = maintenanceEnd(status, envelope);
    if (maintenanceEndsAt !== null) {
      enterMaintenance(maintenanceEndsAt);
      throw fail(503);
    }
    if (!isSuccess(status, envelope)) {
      const code = refusalCode(status, envelope);
      // A stored token the server no longer accepts (expired, revoked): back to a visitor.
      if (code === 401 && isSignedIn(session) && getSession().token === session.token) resetSession();
      throw fail(code);
    }
    leaveMaintenance();
    return envelope.data;
  } finally {
    clearTimeout(timeout);
  }
}

/** Calls the sandbox; resolves with the answer's data, or rejects with a CallError the app shows. */
export async function callApi<Path extends CallPath>(
  path: Path,
  body: CallBody<Path> | Record<string, never> = {},
): Promise<CallData<Path>> {
  const stopIndicator = startIndicatorTimer();
  try {
    return (await send(path, body)) as CallData<Path>;
  } catch (error) {
    // Maintenance is shown by its own page, not as a toast per call.
    if (error instanceof CallError && error.code !== 503) lastCallError.set(error);
    throw error;
  } finally {
    stopIndicator();
  }
}
