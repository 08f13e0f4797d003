// Whose data a page reads and writes, when several people share this browser (profiles, profiles.ts).
//
// A visitor with no profiles, and the profile with id 1 (the first one added, which keeps the data the browser
// already had), use the spec's storage keys as they are. Every other profile's data lives under the same keys
// with a suffix: `wishlist~p2`, `playback~p3`. Every store goes through browser-storage.ts, which asks
// `storageKey` for each key, so no store needs to know about profiles.
//
// This module is in every page's first load, so it decides nothing: the early script
// (app/lib/kids-profile-script.ts) works out this visit's profile at the start of each page (this tab's choice,
// else the one used last, else the first) and writes it into this tab's sessionStorage, or takes it out when
// there are no profiles; a choice in the page (rememberProfile) reloads the page. Here the key only reads it.

/** localStorage: the profiles (profiles.ts). Never suffixed, like every key starting `marquee_profile`. */
export const PROFILES_KEY = "marquee_profiles";
/** sessionStorage: the profile of this visit; localStorage: the last one used, for the next visit. */
export const CURRENT_PROFILE_KEY = "marquee_profile";
/** sessionStorage: set once "Who's watching?" is answered or skipped, so it is asked once a visit. */
export const PROFILE_ASKED_KEY = "marquee_profile_asked";
export const MAX_PROFILES = 5;

export function isProfileId(id: unknown): id is number {
  return Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_PROFILES;
}

/** This visit's profile as the early script left it; null without profiles (and for anything unreadable). */
export function currentProfileId(): number | null {
  try {
    const id = Number(window.sessionStorage.getItem(CURRENT_PROFILE_KEY));
    return isProfileId(id) ? id : null;
  } catch {
    return null;
  }
}

export function profileSuffix(id: number | null): string {
  return id === null || id === 1 ? "" : `~p${id}`;
}

/** The key a store's `key` is kept under for this visit's profile; the household's own keys are everyone's. */
export function storageKey(key: string): string {
  return /^marquee_(profile|pin)/.test(key) ? key : key + profileSuffix(currentProfileId());
}
