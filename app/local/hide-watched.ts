import { readRaw, useStoredValue, writeRaw } from "./browser-storage";

// Discover's "Hide watched" switch: on unless the visitor turned it off, which this browser remembers
// (localStorage 'discover_hide_watched' "0");  On by default: a visitor choosing tonight's film rarely wants one already seen.

export const HIDE_WATCHED_KEY = "discover_hide_watched";

const parseSwitch = (raw: string | null) => raw !== "0";

export function useHideWatched(): boolean {
  return useStoredValue("local", HIDE_WATCHED_KEY, parseSwitch, true);
}

export function readHideWatched(): boolean {
  return parseSwitch(readRaw("local", HIDE_WATCHED_KEY));
}

export function setHideWatched(on: boolean): void {
  writeRaw("local", HIDE_WATCHED_KEY, on ? null : "0");
}
