import { readRaw, useStoredValue, writeRaw } from "./browser-storage";

// Whether the next episode plays by itself when one ends. On unless the visitor turned it off here.

export const AUTOPLAY_KEY = "autoplay_next";

const parseAutoplay = (raw: string | null) => raw !== "off";

export function readAutoplay(): boolean {
  return parseAutoplay(readRaw("local", AUTOPLAY_KEY));
}

export function setAutoplay(on: boolean): void {
  writeRaw("local", AUTOPLAY_KEY, on ? "on" : "off");
}

export function useAutoplay(): boolean {
  return useStoredValue("local", AUTOPLAY_KEY, parseAutoplay, true);
}
