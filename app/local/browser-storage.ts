import { useSyncExternalStore } from "react";
import { storageKey } from "./profile-keys";

// The visitor's own data lives in their browser (localStorage, sessionStorage) under the original site's keys.
// Everything read back is untrusted: it is parsed by a reader that checks every field, bad values are dropped,
// and nothing here throws.
// With profiles, each key is the current profile's own (profile-keys.ts): callers name the spec's key.
// Changes are announced at once to every subscriber in this tab, and to other tabs by the browser's
// `storage` event.

type Area = "local" | "session";

const CHANGE_EVENT = "marquee:storage";

function storageArea(area: Area): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    // Access can throw (privacy modes, blocked third-party storage).
    return null;
  }
}

export function readRaw(area: Area, key: string): string | null {
  try {
    return storageArea(area)?.getItem(storageKey(key)) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or removes, for null) and announces the change. Returns false when the browser refused. */
export function writeRaw(area: Area, key: string, value: string | null): boolean {
  const storage = storageArea(area);
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(storageKey(key));
    else storage.setItem(storageKey(key), value);
  } catch {
    return false; // quota exceeded or storage disabled: keep the page working
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { area, key } }));
  return true;
}

export function subscribe(area: Area, key: string, onChange: () => void): () => void {
  const onLocal = (event: Event) => {
    const detail = (event as CustomEvent<{ area: Area; key: string }>).detail;
    if (detail.area === area && detail.key === key) onChange();
  };
  const onOtherTab = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key === null || event.key === storageKey(key)) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onLocal);
  if (area === "local") window.addEventListener("storage", onOtherTab);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    window.removeEventListener("storage", onOtherTab);
  };
}

/** Parses stored JSON, or returns undefined for absent or unparseable text. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A list stored as a JSON array. Entries the reader rejects (returns undefined for) are skipped, so one
 * hand-edited entry never costs the visitor the rest of the list.
 */
export function parseList<T>(raw: string | null, readEntry: (item: unknown) => T | undefined): T[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  const entries: T[] = [];
  for (const item of value) {
    const entry = readEntry(item);
    if (entry !== undefined) entries.push(entry);
  }
  return entries;
}

/**
 * Subscribes a component to one stored value. The server, and the browser's first render, see `empty`,
 * so server HTML and hydration agree; the stored value appears right after hydration.
 */
export function useStoredValue<T>(area: Area, key: string, parse: (raw: string | null) => T, empty: T): T {
  return useSyncExternalStore(
    (onChange) => subscribe(area, key, onChange),
    () => cachedParse(area, key, parse, empty),
    () => empty,
  );
}

// useSyncExternalStore needs the same object back while the stored text is unchanged. Kept per reader, since
// one key may be read two ways (whether the playback document exists, and the document itself).
const parseCache = new WeakMap<
  (raw: string | null) => unknown,
  Map<string, { raw: string; value: unknown }>
>();

function cachedParse<T>(area: Area, key: string, parse: (raw: string | null) => T, empty: T): T {
  const raw = readRaw(area, key);
  // Nothing stored: the very value the server rendered with, so hydration needs no second render.
  if (raw === null) return empty;
  let cache = parseCache.get(parse);
  if (!cache) {
    cache = new Map();
    parseCache.set(parse, cache);
  }
  const cacheKey = `${area}:${storageKey(key)}`;
  const hit = cache.get(cacheKey);
  if (hit && hit.raw === raw) return hit.value as T;
  const value = parse(raw);
  cache.set(cacheKey, { raw, value });
  return value;
}
