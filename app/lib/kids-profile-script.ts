import { KIDS_PARAM } from "./kids-limit";

// Keeps a kids' profile on its own URLs, before the first paint.
//
// A kids' page carries its limit in the URL (`?kids=US-PG`, kids-limit.ts), which the server holds every list
// and title to. A child on a kids' profile who opens a bookmark, types an address or follows a shared link
// lands on an adult URL: this script, in the page's <head> with the early taps' (root.tsx), reads the current
// profile as app/local/profile-keys.ts does (this tab's choice, else the last one used, else the first) and,
// for a kids' profile whose limit the URL does not carry, replaces the page with the same URL carrying it. The
// page is hidden meanwhile, so the adult page is never shown. A visitor with no profiles or on an adult profile
// is left alone, also on a kids' URL (a parent following a child's link).
// It also writes the profile it found into this tab's sessionStorage (and takes it out when there are no
// profiles): the tab keeps that profile for the visit, even when another tab switches to someone else meanwhile,
// and every store of the page reads it there (app/local/profile-keys.ts), so the page's first scripts do not
// work it out again.

/**
 * The script itself, sent as text (`kidsProfileScript`), so it must not refer to anything outside its own body.
 * It is also exported to be tested on its own window.
 */
export function keepKidsProfile(win: Window, param: string): void {
  try {
    let stored: unknown;
    try {
      stored = JSON.parse(win.localStorage.getItem("marquee_profiles") || "{}")?.profiles;
    } catch {
      // Damaged by hand: as if there were no profiles.
    }
    const profiles: { id?: unknown; kids?: { region: string; certification: unknown } }[] = Array.isArray(
      stored,
    )
      ? stored
      : [];
    const ids = profiles
      .map((profile) => profile?.id)
      .filter((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) < 6);
    const chosen = [win.sessionStorage, win.localStorage]
      .map((area) => Number(area.getItem("marquee_profile")))
      .find((id) => ids.includes(id));
    const id = chosen ?? ids[0];
    // No profiles (any more): the spec's keys, whatever this tab chose before.
    if (id === undefined) {
      win.sessionStorage.removeItem("marquee_profile");
      return;
    }
    // The top bar keeps room for the profile button, which appears once the page is hydrated (top-bar.css).
    win.document.documentElement.setAttribute("data-profiles", "");
    if (`${id}` !== win.sessionStorage.getItem("marquee_profile"))
      win.sessionStorage.setItem("marquee_profile", `${id}`);
    const kids = profiles.find((profile) => profile?.id === id)?.kids;
    if (!kids || !/^[A-Z]{2}$/.test(kids.region) || typeof kids.certification !== "string") return;
    const url = new URL(win.location.href);
    const value = `${kids.region}-${kids.certification}`;
    if (url.searchParams.get(param) === value) return;
    url.searchParams.set(param, value);
    win.document.documentElement.style.visibility = "hidden";
    win.location.replace(url.href);
  } catch {
    // Storage refused or damaged: the page as it is.
  }
}

/** The inline script for the page's <head>: the function's own text, without its indentation. */
export function kidsProfileScript(): string {
  const body = keepKidsProfile.toString().replace(/^\s+/gm, "");
  return `(${body})(window,${JSON.stringify(KIDS_PARAM)});`;
}
