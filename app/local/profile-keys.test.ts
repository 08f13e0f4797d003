// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { keepKidsProfile } from "~/lib/kids-profile-script";
import { readRaw, writeRaw } from "./browser-storage";
import { PLAYBACK_KEY } from "./playback-key";
import { CURRENT_PROFILE_KEY, currentProfileId, PROFILES_KEY, storageKey } from "./profile-keys";
import { addToWatchlist, readWatchlist, WATCHLIST_KEY } from "./watchlist";

const heat = { id: 949, poster_path: "/heat.jpg", title: "Heat", type: "movie" as const };
const dark = { id: 70523, poster_path: null, title: "Dark", type: "series" as const };

function storeProfiles(...ids: unknown[]) {
  localStorage.setItem(
    PROFILES_KEY,
    JSON.stringify({ v: 1, profiles: ids.map((id) => ({ id, name: `P${id}` })) }),
  );
}
function choose(id: number) {
  sessionStorage.setItem(CURRENT_PROFILE_KEY, String(id));
}
/** A page starts: its early script works out the visit's profile, which every key of the page then follows. */
function startPage() {
  keepKidsProfile(window, "kids");
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("whose keys a page uses (profile-keys.ts)", () => {
  it("keeps the spec's keys for a visitor with no profiles", () => {
    addToWatchlist(heat);
    expect(Object.keys(localStorage)).toEqual([WATCHLIST_KEY]);
    expect(JSON.parse(localStorage.getItem("wishlist") ?? "")).toEqual([heat]);
  });

  it("keeps the spec's keys for the first profile, so the data the browser had stays theirs", () => {
    addToWatchlist(heat);
    storeProfiles(1);
    startPage();
    expect(currentProfileId()).toBe(1);
    expect(readWatchlist()).toEqual([heat]);
    addToWatchlist(dark);
    expect(JSON.parse(localStorage.getItem("wishlist") ?? "")).toEqual([heat, dark]);
    expect(Object.keys(localStorage).filter((key) => key.includes("~"))).toEqual([]);
  });

  it("never reads profile A's data in profile B, nor B's in A", () => {
    storeProfiles(1, 2);
    choose(1);
    addToWatchlist(heat);
    writeRaw("local", PLAYBACK_KEY, "A's playback");
    choose(2);
    expect(readWatchlist()).toEqual([]);
    expect(readRaw("local", PLAYBACK_KEY)).toBeNull();
    addToWatchlist(dark);
    expect(localStorage.getItem("wishlist~p2")).toBe(JSON.stringify([dark]));
    choose(1);
    expect(readWatchlist()).toEqual([heat]);
    expect(readRaw("local", PLAYBACK_KEY)).toBe("A's playback");
  });

  it("starts a visit with the profile used last, and this tab's choice wins over it", () => {
    storeProfiles(1, 3);
    startPage();
    expect(currentProfileId()).toBe(1);
    // The next visit (a new tab): the one used last.
    localStorage.setItem(CURRENT_PROFILE_KEY, "3");
    sessionStorage.clear();
    startPage();
    expect(storageKey("viewed")).toBe("viewed~p3");
    // This tab's choice holds over the next page of the visit, whatever another tab used last.
    choose(1);
    startPage();
    expect(storageKey("viewed")).toBe("viewed");
  });

  it("never suffixes the household's own keys", () => {
    storeProfiles(1, 2);
    choose(2);
    expect(storageKey(PROFILES_KEY)).toBe(PROFILES_KEY);
    expect(storageKey(CURRENT_PROFILE_KEY)).toBe(CURRENT_PROFILE_KEY);
    expect(storageKey("marquee_pin_wait")).toBe("marquee_pin_wait");
  });

  it("falls back to the spec's keys or the first profile when what is stored is damaged", () => {
    addToWatchlist(heat);
    for (const bad of [
      "{not json",
      "null",
      "[]",
      '{"profiles":"x"}',
      '{"profiles":[{"id":"2"},{"id":9},null]}',
    ]) {
      localStorage.setItem(PROFILES_KEY, bad);
      choose(2);
      startPage();
      expect(currentProfileId()).toBeNull();
      expect(readWatchlist()).toEqual([heat]);
    }
    storeProfiles(2, 3);
    sessionStorage.setItem(CURRENT_PROFILE_KEY, "<script>");
    localStorage.setItem(CURRENT_PROFILE_KEY, "4");
    startPage();
    expect(currentProfileId()).toBe(2);
  });

  it("goes back to the spec's keys once the last profile is removed", () => {
    storeProfiles(1, 2);
    choose(2);
    startPage();
    expect(storageKey("wishlist")).toBe("wishlist~p2");
    localStorage.removeItem(PROFILES_KEY);
    startPage();
    expect(currentProfileId()).toBeNull();
    expect(storageKey("wishlist")).toBe("wishlist");
  });
});
