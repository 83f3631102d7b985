import { useSyncExternalStore } from 'react';
import { listenOnDevice } from './deviceList';

/**
 * How the organizer's desk may call them when a post starts waiting, as they chose it on this
 * device (localStorage): a short sound, a system notification, or both. Off until turned on,
 * and per device: the phone in the pocket pings, the laptop at home need not. Storage blocked
 * (privacy settings): the choice lives in memory for this page. Nothing here reaches Firestore.
 */
export interface DeskAlerts {
  sound: boolean;
  notify: boolean;
}

export const DESK_ALERTS_KEY = 'birthday-wall.desk-alerts';

const OFF: DeskAlerts = { sound: false, notify: false };

/** What was stored; anything else (another version, a hand in the console) reads as off. */
export function parseDeskAlerts(raw: string | null): DeskAlerts {
  if (!raw) return OFF;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return OFF;
    const { sound, notify } = value as Record<string, unknown>;
    return { sound: sound === true, notify: notify === true };
  } catch {
    return OFF;
  }
}

const listeners = new Set<() => void>();
let memory: string | null = null;
let cached: { raw: string | null; value: DeskAlerts } = { raw: null, value: OFF };

function readRaw(): string | null {
  try {
    return localStorage.getItem(DESK_ALERTS_KEY) ?? memory;
  } catch {
    return memory;
  }
}

/** The stored choice (one object per stored value, for React). */
export function readDeskAlerts(): DeskAlerts {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, value: parseDeskAlerts(raw) };
  return cached.value;
}

/** Changes one choice, remembers it on this device and tells every listener. */
export function saveDeskAlerts(change: Partial<DeskAlerts>): void {
  const raw = JSON.stringify({ ...readDeskAlerts(), ...change });
  memory = raw;
  try {
    localStorage.setItem(DESK_ALERTS_KEY, raw);
  } catch {
    // Full or blocked: kept in memory for this page.
  }
  for (const listener of listeners) listener();
}

/** The organizer's choice on this device, following changes from its other tabs too. */
export function useDeskAlerts(): DeskAlerts {
  return useSyncExternalStore(
    (listener) => listenOnDevice(listeners, DESK_ALERTS_KEY, listener),
    readDeskAlerts,
    () => OFF,
  );
}
