import { lazy, Suspense, useEffect, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { readRaw, useStoredValue } from "~/local/browser-storage";
import { PROFILE_ASKED_KEY, PROFILES_KEY, profileIdsOf } from "~/local/profile-keys";

// The top bar's profile button: the current profile's picture and name, or a plain person for a visitor with
// no profiles. It and "Who's watching?" are the only parts of profiles in every page's first load; the menu,
// the pictures and everything else load when used (the first-load budget, bench/budget.json).

const ProfileBadge = lazy(() => import("./profile-badge"));
const ProfileDialog = lazy(() => import("./profile-dialog"));

const asStored = (raw: string | null) => raw;

/** A visitor with no profiles, and the moment before the current profile's picture has loaded. */
const PERSON = (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0" />
  </svg>
);

export function ProfileButton() {
  const { i18n } = useLingui();
  const count = profileIdsOf(useStoredValue("local", PROFILES_KEY, asStored, null)).length;
  const [open, setOpen] = useState<"menu" | "picker" | null>(null);
  useEffect(() => {
    // "Who's watching?" once a visit, when two or more share this browser: choosing or skipping is kept in
    // sessionStorage, which a tab opened from this one inherits too.
    if (count > 1 && readRaw("session", PROFILE_ASKED_KEY) === null) setOpen("picker");
  }, [count]);
  return (
    <>
      <button type="button" className="profile-button" aria-haspopup="dialog" onClick={() => setOpen("menu")}>
        <span className="visually-hidden">{i18n._("profiles.button")}</span>
        {count > 0 ? (
          <Suspense fallback={PERSON}>
            <ProfileBadge />
          </Suspense>
        ) : (
          PERSON
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfileDialog picker={open === "picker"} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
