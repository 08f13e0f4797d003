import type { TitleKind } from "~/catalogue/types";
import { readRaw, writeRaw } from "~/local/browser-storage";
import type { PlayerSource } from "./sources";

// Which source the watch page shows: the one that worked for this title last time, else the first; the
// next one when a source cannot be used or the visitor asks for another.

/** A start beyond ~11.5 days is no film's and reads as 0; below it, a number never prints in exponent form. */
const MAX_START = 1_000_000;

export function rememberedSourceKey(kind: TitleKind, id: number): string {
  return `player_source_${kind}_${id}`;
}

/** The provider name stored for this title; untrusted, so only a short plain name is accepted. */
export function readRememberedSource(kind: TitleKind, id: number): string | null {
  const value = readRaw("local", rememberedSourceKey(kind, id));
  return value && value.length <= 40 ? value : null;
}

export function rememberSource(kind: TitleKind, id: number, name: string): void {
  if (readRaw("local", rememberedSourceKey(kind, id)) !== name) {
    writeRaw("local", rememberedSourceKey(kind, id), name);
  }
}

/**
 * The URL to put in the iframe, with the source's {start} filled with `startSeconds` (whole seconds, never
 * negative), or an exception when the source cannot be used here: not a URL, or not https (http only on this
 * site's own origin or loopback). The caller moves on to the next source.
 */
export function frameUrl(source: PlayerSource, pageOrigin: string, startSeconds = 0): string {
  const start = startSeconds > 0 && startSeconds <= MAX_START ? Math.floor(startSeconds) : 0;
  // The token sources.ts leaves in the url; also percent-encoded, as a URL parser writes it in a path.
  const filled = source.url.replace(/\{start\}|%7Bstart%7D/gi, String(start));
  // Only a path ("/demo-player/...") is read against this site; anything else must be a whole URL.
  const sitePath = filled.startsWith("/") && !filled.startsWith("//");
  const url = sitePath ? new URL(filled, pageOrigin) : new URL(filled);
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol === "https:" || url.origin === pageOrigin || (url.protocol === "http:" && loopback)) {
    return url.href;
  }
  throw new Error("Unusable player URL");
}

function usable(source: PlayerSource | undefined, pageOrigin: string): boolean {
  if (!source) return false;
  try {
    frameUrl(source, pageOrigin);
    return true;
  } catch {
    return false;
  }
}

/** The remembered source when it is still offered and usable, else the first usable one; null if none. */
export function initialSourceIndex(
  sources: readonly PlayerSource[],
  remembered: string | null,
  pageOrigin: string,
): number | null {
  const rememberedIndex = sources.findIndex((source) => source.name === remembered);
  if (rememberedIndex >= 0 && usable(sources[rememberedIndex], pageOrigin)) return rememberedIndex;
  const first = sources.findIndex((source) => usable(source, pageOrigin));
  return first >= 0 ? first : null;
}

/** The next usable source after `current`, going round to the start; null when there is no other. */
export function nextSourceIndex(
  sources: readonly PlayerSource[],
  current: number,
  pageOrigin: string,
): number | null {
  for (let step = 1; step < sources.length; step += 1) {
    const index = (current + step) % sources.length;
    if (usable(sources[index], pageOrigin)) return index;
  }
  return null;
}
