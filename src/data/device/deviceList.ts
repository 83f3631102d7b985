import { useSyncExternalStore } from 'react';

/**
 * A small list kept on the visitor's device (localStorage) under one key, newest first,
 * capped, followed live across this page and the device's other tabs. Storage blocked or full
 * (privacy settings): the list lives in memory for this page. Nothing here reaches Firestore.
 */
export interface DeviceList<T> {
  /** The stored list (one array per stored value, for React); unreadable reads as nothing. */
  read(): T[];
  /** Stores `items` (cut to the cap) and tells every listener. */
  save(items: readonly T[]): void;
  subscribe(listener: () => void): () => void;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A check for one stored entry: an object whose every named field has that `typeof` (what a
 * device list kept, or what another version of the page or a hand in the console left there).
 */
export function entryOf<T>(
  fields: Record<keyof T & string, 'string' | 'number' | 'boolean'>,
): (value: unknown) => value is T {
  return (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    Object.entries(fields).every(
      ([name, kind]) => typeof (value as Record<string, unknown>)[name] === kind,
    );
}

/** The stored list: a JSON array, of which only the items `isItem` accepts are kept. */
export function parseDeviceList<T>(
  raw: string | null,
  isItem: (value: unknown) => value is T,
): T[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

/**
 * Adds `listener` to `listeners` (what this page's changes call), and has it called too when
 * another tab of the same wall changes `key`; returns the unsubscribe.
 */
export function listenOnDevice(
  listeners: Set<() => void>,
  key: string,
  listener: () => void,
): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function deviceList<T>(
  key: string,
  isItem: (value: unknown) => value is T,
  max: number,
): DeviceList<T> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; items: T[] } = { raw: null, items: [] };
  let memory: string | null = null;

  function readRaw(): string | null {
    try {
      return storage()?.getItem(key) ?? memory;
    } catch {
      return memory;
    }
  }

  return {
    read() {
      const raw = readRaw();
      if (raw !== cached.raw) cached = { raw, items: parseDeviceList(raw, isItem) };
      return cached.items;
    },
    save(items) {
      const raw = JSON.stringify(items.slice(0, max));
      memory = raw;
      try {
        storage()?.setItem(key, raw);
      } catch {
        // Full or blocked: kept in memory for this page.
      }
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => listenOnDevice(listeners, key, listener),
  };
}

/** A device list, following every change on this device. */
export function useDeviceList<T>(list: DeviceList<T>): T[] {
  return useSyncExternalStore(list.subscribe, list.read, () => []);
}
