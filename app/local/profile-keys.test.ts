// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
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
    expect(currentProfileId()).toBe(1);
    localStorage.setItem(CURRENT_PROFILE_KEY, "3");
    expect(storageKey("viewed")).toBe("viewed~p3");
    choose(1);
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
      expect(currentProfileId()).toBeNull();
      expect(readWatchlist()).toEqual([heat]);
    }
    storeProfiles(2, 3);
    sessionStorage.setItem(CURRENT_PROFILE_KEY, "<script>");
    localStorage.setItem(CURRENT_PROFILE_KEY, "4");
    expect(currentProfileId()).toBe(2);
  });
});
