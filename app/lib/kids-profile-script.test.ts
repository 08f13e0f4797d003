// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { keepKidsProfile, kidsProfileScript } from "./kids-profile-script";

// The script as the page runs it, from its text, on a window whose location only records where it was sent.
function run(href: string): string | null {
  let replacedWith: string | null = null;
  const win = {
    localStorage,
    sessionStorage,
    location: { href, replace: vi.fn((to: string) => (replacedWith = to)) },
    document,
  } as unknown as Window;
  new Function("window", kidsProfileScript())(win);
  return replacedWith;
}

const household = {
  v: 1,
  profiles: [
    { id: 1, name: "Dad", avatar: "fox", kids: null },
    { id: 2, name: "Mia", avatar: "owl", kids: { region: "US", certification: "PG" } },
  ],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.style.visibility = "";
  localStorage.setItem("marquee_profiles", JSON.stringify(household));
});

describe("the early script that keeps a kids' profile on its URLs", () => {
  it("moves a kids' profile onto its limit, keeping the page, query and hash, and hides the adult page", () => {
    sessionStorage.setItem("marquee_profile", "2");
    expect(run("https://m.test/es/search?q=cat#top")).toBe("https://m.test/es/search?q=cat&kids=US-PG#top");
    expect(document.documentElement.style.visibility).toBe("hidden");
  });

  it("replaces another limit, and leaves the profile's own URL alone", () => {
    sessionStorage.setItem("marquee_profile", "2");
    expect(run("https://m.test/?kids=US-R")).toBe("https://m.test/?kids=US-PG");
    expect(run("https://m.test/series?kids=US-PG")).toBeNull();
  });

  it("starts a new visit on the kids' profile used last", () => {
    localStorage.setItem("marquee_profile", "2");
    expect(run("https://m.test/movie/550")).toBe("https://m.test/movie/550?kids=US-PG");
  });

  it("keeps this tab on the profile it started with, whatever another tab chooses later", () => {
    localStorage.setItem("marquee_profile", "1");
    expect(run("https://m.test/")).toBeNull();
    expect(sessionStorage.getItem("marquee_profile")).toBe("1");
    // Another tab switches to the kids' profile: this one stays an adult's.
    localStorage.setItem("marquee_profile", "2");
    expect(run("https://m.test/list")).toBeNull();
    expect(sessionStorage.getItem("marquee_profile")).toBe("1");
  });

  it("leaves adults, visitors without profiles and damaged storage alone", () => {
    sessionStorage.setItem("marquee_profile", "1");
    expect(run("https://m.test/?kids=US-PG")).toBeNull();
    localStorage.clear();
    sessionStorage.clear();
    expect(run("https://m.test/")).toBeNull();
    localStorage.setItem("marquee_profiles", "{oops");
    expect(run("https://m.test/")).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(document.documentElement.style.visibility).toBe("");
  });

  it("marks the page of a browser with profiles, for the top bar to keep the profile button's room", () => {
    sessionStorage.setItem("marquee_profile", "1");
    run("https://m.test/");
    expect(document.documentElement.hasAttribute("data-profiles")).toBe(true);
    document.documentElement.removeAttribute("data-profiles");
    localStorage.clear();
    run("https://m.test/");
    expect(document.documentElement.hasAttribute("data-profiles")).toBe(false);
  });

  it("takes this tab's choice out once no profiles are left, so the page goes back to the spec's keys", () => {
    sessionStorage.setItem("marquee_profile", "2");
    for (const left of [null, "{oops", "null", '{"profiles":[]}']) {
      if (left === null) localStorage.removeItem("marquee_profiles");
      else localStorage.setItem("marquee_profiles", left);
      sessionStorage.setItem("marquee_profile", "2");
      expect(run("https://m.test/series"), String(left)).toBeNull();
      expect(sessionStorage.getItem("marquee_profile"), String(left)).toBeNull();
    }
  });

  it("is one self-contained expression", () => {
    expect(keepKidsProfile.length).toBe(2);
    expect(kidsProfileScript()).toMatch(
      /^\(function keepKidsProfile\(win, param\)[\s\S]*\)\(window,"kids"\);$/,
    );
  });
});
