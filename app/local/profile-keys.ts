// Whose data a page reads and writes, when several people share this browser (profiles, profiles.ts).
//
// A visitor with no profiles, and the profile with id 1 (the first one added, which keeps the data the browser
// already had), use the spec's storage keys as they are. Every other profile's data lives under the same keys
// with a suffix: `wishlist~p2`, `playback~p3`. Every store goes through browser-storage.ts, which asks
// `storageKey` for each key, so no store needs to know about profiles.
// This module is in every page's first load: it reads only the ids, and anything unreadable means no profiles.

/** localStorage: the profiles (profiles.ts). Never suffixed, like every key starting `marquee_profile`. */
export const PROFILES_KEY = "marquee_profiles";
/** sessionStorage: the profile of this visit; localStorage: the last one used, for the next visit. */
export const CURRENT_PROFILE_KEY = "marquee_profile";
/** sessionStorage: set once "Who's watching?" is answered or skipped, so it is asked once a visit. */
export const PROFILE_ASKED_KEY = "marquee_profile_asked";
/** The household's keys, shared by every profile: the profiles themselves and the PIN's state. */
const HOUSEHOLD_KEY = /^marquee_(profile|pin)/;
export const MAX_PROFILES = 5;

type Area = "localStorage" | "sessionStorage";

function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

let parsed: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

/** The stored profiles' ids in their order; [] for none and for anything unreadable. */
export function profileIdsOf(raw: string | null): number[] {
  if (raw === parsed.raw) return parsed.ids;
  let ids: number[] = [];
  try {
    const list = raw === null ? null : JSON.parse(raw)?.profiles;
    if (Array.isArray(list)) ids = list.map((profile) => profile?.id).filter(isProfileId);
  } catch {
    // Hand-edited or damaged: as if there were no profiles, and the page works on the spec's keys.
  }
  parsed = { raw, ids: [...new Set(ids)] };
  return parsed.ids;
}

export function isProfileId(id: unknown): id is number {
  return Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_PROFILES;
}

/**
 * This visit's profile: the one chosen in this tab, else the one used last in this browser, else the first;
 * null without profiles. The early script (app/lib/kids-profile-script.ts) decides the same way at the start of
 * each page and writes the answer into this tab's sessionStorage, so that a tab keeps its profile while another
 * tab switches to someone else.
 */
export function currentProfileId(): number | null {
  const ids = profileIdsOf(read("localStorage", PROFILES_KEY));
  if (ids.length === 0) return null;
  for (const area of ["sessionStorage", "localStorage"] as const) {
    const id = Number(read(area, CURRENT_PROFILE_KEY));
    if (ids.includes(id)) return id;
  }
  return ids[0] as number;
}

export function profileSuffix(id: number | null): string {
  return id === null || id === 1 ? "" : `~p${id}`;
}

/** The key a store's `key` is kept under for this visit's profile. */
export function storageKey(key: string): string {
  return HOUSEHOLD_KEY.test(key) ? key : key + profileSuffix(currentProfileId());
}
