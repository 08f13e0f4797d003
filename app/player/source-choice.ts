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
 * The iframe's src, with the source's {start} filled with `startSeconds` (whole seconds, never negative), or an
 * exception when the source cannot be used: not a URL, or not https (http only on loopback). A path on this
 * site (the demo player) stays a path, which the browser reads against the page: the server writes the same src
 * as the browser's first render, whatever origin the server was reached at behind a proxy, so the frame in the
 * server's HTML is kept at hydration and loads once (docs/decisions/0029-player-at-first-paint.md). The caller
 * moves on to the next source.
 */
export function frameUrl(source: PlayerSource, startSeconds = 0): string {
  const start = startSeconds > 0 && startSeconds <= MAX_START ? Math.floor(startSeconds) : 0;
  // The token sources.ts leaves in the url; also percent-encoded, as a URL parser writes it in a path.
  const filled = source.url.replace(/\{start\}|%7Bstart%7D/gi, String(start));
  if (filled.startsWith("/") && !filled.startsWith("//")) {
    // Parsed against a stand-in origin only to be sure it is a path that stays on this site.
    const onSite = new URL(filled, SITE);
    if (onSite.origin !== SITE) throw new Error("Unusable player URL");
    return onSite.pathname + onSite.search + onSite.hash;
  }
  const url = new URL(filled);
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol === "https:" || (url.protocol === "http:" && loopback)) return url.href;
  throw new Error("Unusable player URL");
}

/** Whether the source's url has a {start}: only then can the frame be loaded again at a given second. */
export function takesStart(source: PlayerSource): boolean {
  return /\{start\}|%7Bstart%7D/i.test(source.url);
}

/** Stands in for the page's origin when a path is checked; never written anywhere. */
const SITE = "https://site.invalid";

/** The origin a frame's messages come from: its src read against the page's address. */
export function frameOrigin(src: string, pageHref: string): string {
  return new URL(src, pageHref).origin;
}

function usable(source: PlayerSource | undefined): boolean {
  if (!source) return false;
  try {
    frameUrl(source);
    return true;
  } catch {
    return false;
  }
}

/** The remembered source when it is still offered and usable, else the first usable one; null if none. */
export function initialSourceIndex(
  sources: readonly PlayerSource[],
  remembered: string | null,
): number | null {
  const rememberedIndex = sources.findIndex((source) => source.name === remembered);
  if (rememberedIndex >= 0 && usable(sources[rememberedIndex])) return rememberedIndex;
  const first = sources.findIndex((source) => usable(source));
  return first >= 0 ? first : null;
}

/** The next usable source after `current`, going round to the start; null when there is no other. */
export function nextSourceIndex(sources: readonly PlayerSource[], current: number): number | null {
  for (let step = 1; step < sources.length; step += 1) {
    const index = (current + step) % sources.length;
    if (usable(sources[index])) return index;
  }
  return null;
}
