// SPEC §2's SystemMaintenance: while the operator's server is in maintenance
// every call answers HTTP 503 {code: 503, data: {endsAt}} (openapi.yaml's
// MaintenanceEnvelope). The api-client turns that into this one state; the
// shell then shows the maintenance page (features/maintenance) until a call
// succeeds again, and returns the player to the route they were on.
import { createStore } from './create-store';

export interface MaintenanceState {
  /** When the operator expects it to end, in milliseconds since the epoch. */
  readonly endsAt: number;
  /** The route (path and query) the player was on when it began; null until the shell notes it. */
  readonly returnTo: string | null;
}

const store = createStore<MaintenanceState | null>(null);

export const useMaintenance = store.use;
export const getMaintenance = store.get;

/** The expected end of a maintenance answer (seconds since the epoch in the envelope), or null for any other answer. */
export function maintenanceEnd(status: number, envelope: unknown): number | null {
  if (status !== 503 || typeof envelope !== 'object' || envelope === null) return null;
  if (!('code' in envelope) || envelope.code !== 503) return null;
  const data = 'data' in envelope ? envelope.data : null;
  const endsAt =
    typeof data === 'object' && data !== null && 'endsAt' in data && typeof data.endsAt === 'number'
      ? data.endsAt
      : 0;
  return endsAt * 1000;
}

/** A call was answered with maintenance: on (or its end moved), keeping where the player was. */
export function enterMaintenance(endsAt: number): void {
  const current = store.get();
  if (current?.endsAt === endsAt) return;
  store.set({ endsAt, returnTo: current?.returnTo ?? null });
}

/** Notes the route to return to (the first one only: the maintenance page's own is not). */
export function rememberMaintenanceRoute(route: string): void {
  const current = store.get();
  if (current && current.returnTo === null) store.set({ ...current, returnTo: route });
}

let lastReturnTo: string | null = null;

/** A call succeeded: maintenance is over (the route to return to is kept for takeMaintenanceReturn). */
export function leaveMaintenance(): void {
  const current = store.get();
  if (current === null) return;
  lastReturnTo = current.returnTo;
  store.set(null);
}

/** The route the player was on when the maintenance that just ended began (once). */
export function takeMaintenanceReturn(): string | null {
  const route = lastReturnTo;
  lastReturnTo = null;
  return route;
}
