import { type KidsLimit, kidsLimitOf } from "~/lib/kids-limit";
import { parseJson, readRaw, useStoredValue, writeRaw } from "./browser-storage";
import {
  CURRENT_PROFILE_KEY,
  currentProfileId,
  isProfileId,
  MAX_PROFILES,
  PROFILE_ASKED_KEY,
  PROFILES_KEY,
  profileSuffix,
} from "./profile-keys";
import type { StoredPin } from "./profile-pin";

// The people who share this browser (localStorage 'marquee_profiles'): up to five profiles, each with a name, a
// drawn picture and, for a kids' profile, an age limit; and the PIN that keeps a child on a kids' profile.
// Whose data each page reads is profile-keys.ts's business; this module is loaded only when the visitor opens
// the profile menu or the "Who's watching?" picker.

export const AVATARS = ["fox", "owl", "cat", "bear", "frog", "panda", "robot", "rocket"] as const;
export type Avatar = (typeof AVATARS)[number];
/** A new profile's picture, until its person picks one: a different one for each id. */
export function defaultAvatar(id: number): Avatar {
  return AVATARS[(id - 1) % AVATARS.length] ?? "fox";
}
/** Long enough for "Grandma Rosalind", short enough for the top bar. */
export const MAX_NAME_LENGTH = 20;

export interface Profile {
  id: number;
  name: string;
  avatar: Avatar;
  /** The age limit of a kids' profile; null for everyone else. */
  kids: KidsLimit | null;
}

export interface Household {
  profiles: Profile[];
  /** Set with the first kids' profile; dropped with the last one. */
  pin: StoredPin | null;
}

export const NO_PROFILES: Household = { profiles: [], pin: null };

/** Trimmed, inner runs of spaces made one, cut to MAX_NAME_LENGTH characters (not UTF-16 units). */
export function cleanName(name: string): string {
  return Array.from(name.trim().replace(/\s+/g, " ")).slice(0, MAX_NAME_LENGTH).join("").trim();
}

function readProfile(value: unknown): Profile | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { id, name, avatar, kids } = value as Record<string, unknown>;
  if (!isProfileId(id)) return undefined;
  const cleaned = typeof name === "string" ? cleanName(name) : "";
  const limit =
    typeof kids === "object" && kids !== null
      ? kidsLimitOf((kids as KidsLimit).region, (kids as KidsLimit).certification)
      : null;
  return {
    id,
    // A profile is never dropped for a damaged name or picture: its data would be out of reach.
    name: cleaned || String(id),
    avatar: AVATARS.includes(avatar as Avatar) ? (avatar as Avatar) : defaultAvatar(id),
    kids: limit,
  };
}

function readPin(value: unknown): StoredPin | null {
  if (typeof value !== "object" || value === null) return null;
  const { salt, hash, iterations } = value as Record<string, unknown>;
  return typeof salt === "string" &&
    typeof hash === "string" &&
    Number.isInteger(iterations) &&
    (iterations as number) > 0
    ? { salt, hash, iterations: iterations as number }
    : null;
}

/** What is stored, read defensively: bad entries are dropped, ids kept unique, at most five; never throws. */
export function parseHousehold(raw: string | null): Household {
  const value = parseJson(raw);
  if (typeof value !== "object" || value === null) return NO_PROFILES;
  const stored = (value as { profiles?: unknown }).profiles;
  const profiles: Profile[] = [];
  for (const item of Array.isArray(stored) ? stored : []) {
    const profile = readProfile(item);
    if (profile && !profiles.some((other) => other.id === profile.id)) profiles.push(profile);
  }
  if (profiles.length === 0) return NO_PROFILES;
  return { profiles: profiles.slice(0, MAX_PROFILES), pin: readPin((value as { pin?: unknown }).pin) };
}

export function loadHousehold(): Household {
  return parseHousehold(readRaw("local", PROFILES_KEY));
}

export function useHousehold(): Household {
  return useStoredValue("local", PROFILES_KEY, parseHousehold, NO_PROFILES);
}

export function saveHousehold(household: Household): boolean {
  // Without a kids' profile the PIN guards nothing, and a new one is chosen with the next kids' profile.
  const pin = household.profiles.some((profile) => profile.kids) ? household.pin : null;
  return writeRaw(
    "local",
    PROFILES_KEY,
    household.profiles.length === 0 ? null : JSON.stringify({ v: 1, profiles: household.profiles, pin }),
  );
}

/**
 * This visit's profile. Without one in this tab (the page started with no profiles and the first was just
 * added here) it is profile 1, whose keys the page already uses: the spec's.
 */
export function currentProfile(household: Household): Profile | null {
  const id = currentProfileId() ?? 1;
  return household.profiles.find((profile) => profile.id === id) ?? null;
}

/**
 * A new profile's id: the lowest free one. The very first profile is therefore 1, which reads the spec's keys
 * and so keeps the data the browser had before profiles.
 */
export function freeProfileId(household: Household): number | null {
  for (let id = 1; id <= MAX_PROFILES; id++) {
    if (!household.profiles.some((profile) => profile.id === id)) return id;
  }
  return null;
}

/**
 * Whether a stored key holds this profile's data: profile 1's are the spec's keys with no suffix, others' end
 * in their own. The household's keys belong to no profile.
 */
export function isProfileDataKey(key: string, id: number): boolean {
  if (/^marquee_(profile|pin)/.test(key)) return false;
  return id === 1 ? !/~p\d$/.test(key) : key.endsWith(profileSuffix(id));
}

/** Deletes everything this browser keeps for one profile (its list, history, playback, settings, sync code). */
export function deleteProfileData(id: number): void {
  for (const area of ["localStorage", "sessionStorage"] as const) {
    try {
      const storage = window[area];
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key !== null && isProfileDataKey(key, id)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Storage refused: nothing more can be done from here.
    }
  }
}

/**
 * Makes `id` this tab's profile and the one the next visit starts with; choosing answers "Who's watching?" for
 * the visit.
 */
export function rememberProfile(id: number): void {
  writeRaw("session", CURRENT_PROFILE_KEY, String(id));
  writeRaw("local", CURRENT_PROFILE_KEY, String(id));
  writeRaw("session", PROFILE_ASKED_KEY, "1");
}

/** The language a profile last chose (language-choice.ts keeps it under the profile's own key). */
export function profileLanguage(id: number): string | null {
  try {
    return window.localStorage.getItem(`language${profileSuffix(id)}`);
  } catch {
    return null;
  }
}
