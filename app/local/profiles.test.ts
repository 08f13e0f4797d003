// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { CURRENT_PROFILE_KEY, PROFILES_KEY } from "./profile-keys";
import {
  cleanName,
  deleteProfileData,
  freeProfileId,
  isProfileDataKey,
  loadHousehold,
  parseHousehold,
  saveHousehold,
} from "./profiles";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const kid = { id: 2, name: "Mia", avatar: "owl" as const, kids: { region: "US", certification: "PG" } };
const dad = { id: 1, name: "Dad", avatar: "fox" as const, kids: null };

describe("the household (profiles.ts)", () => {
  it("reads back what it saves", () => {
    const pin = { salt: "c2FsdA==", hash: "aGFzaA==", iterations: 600000 };
    saveHousehold({ profiles: [dad, kid], pin });
    expect(loadHousehold()).toEqual({ profiles: [dad, kid], pin });
  });

  it("drops the PIN with the last kids' profile, and the whole key with the last profile", () => {
    saveHousehold({ profiles: [dad], pin: { salt: "c2FsdA==", hash: "aGFzaA==", iterations: 1 } });
    expect(loadHousehold().pin).toBeNull();
    saveHousehold({ profiles: [], pin: null });
    expect(localStorage.getItem(PROFILES_KEY)).toBeNull();
  });

  it("never throws on damaged data, and keeps every profile it can still name", () => {
    for (const raw of [null, "", "{", "42", '"x"', "[]", '{"profiles":{}}', '{"profiles":[1,"a",null]}']) {
      expect(parseHousehold(raw)).toEqual({ profiles: [], pin: null });
    }
    const damaged = {
      profiles: [
        { id: 1, name: 7, avatar: "dragon", kids: { region: "usa", certification: "PG" } },
        { id: 1, name: "Twin" },
        {
          id: 3,
          name: "  Grandma   Rosalind Elizabeth  ",
          avatar: "cat",
          kids: { region: "DE", certification: "6" },
        },
        { id: 6, name: "Too many" },
      ],
      pin: { salt: 5 },
    };
    expect(parseHousehold(JSON.stringify(damaged))).toEqual({
      profiles: [
        { id: 1, name: "1", avatar: "fox", kids: null },
        { id: 3, name: "Grandma Rosalind Eli", avatar: "cat", kids: { region: "DE", certification: "6" } },
      ],
      pin: null,
    });
  });

  it("caps names by characters, not UTF-16 units", () => {
    expect(cleanName("😀".repeat(30))).toBe("😀".repeat(20));
    expect(cleanName("   ")).toBe("");
  });

  it("gives a new profile the lowest free id: the first one is 1, which keeps the spec's keys", () => {
    expect(freeProfileId({ profiles: [], pin: null })).toBe(1);
    expect(freeProfileId({ profiles: [kid], pin: null })).toBe(1);
    const five = [1, 2, 3, 4, 5].map((id) => ({ ...dad, id }));
    expect(freeProfileId({ profiles: five, pin: null })).toBeNull();
  });

  it("deletes one profile's data and nobody else's", () => {
    for (const key of ["wishlist", "playback", "progress_5", "wishlist~p2", "playback~p2", "wishlist~p3"])
      localStorage.setItem(key, "x");
    localStorage.setItem(PROFILES_KEY, "{}");
    localStorage.setItem(CURRENT_PROFILE_KEY, "1");
    deleteProfileData(2);
    expect(Object.keys(localStorage).sort()).toEqual(
      ["marquee_profile", "marquee_profiles", "playback", "progress_5", "wishlist", "wishlist~p3"].sort(),
    );
    deleteProfileData(1);
    expect(Object.keys(localStorage).sort()).toEqual(["marquee_profile", "marquee_profiles", "wishlist~p3"]);
    expect(isProfileDataKey("marquee_pin_wait", 1)).toBe(false);
  });
});
