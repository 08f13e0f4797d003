import { lazy, Suspense, useEffect, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { readRaw } from "~/local/browser-storage";
import { PROFILE_ASKED_KEY } from "~/local/profile-keys";
import { useHousehold } from "~/local/profiles";
import { ProfileBadge } from "./profile-badge";

// The top bar's profile button: the current profile's picture and name, and the menu to switch, add, edit and
// remove. Loaded only once this browser has a profile (profiles-gate.tsx): a visitor without one sees the top
// bar as it always was, and adds the first from My List (profiles-section.tsx).

const ProfileDialog = lazy(() => import("./profile-dialog"));

export default function ProfileButton() {
  const { i18n } = useLingui();
  const count = useHousehold().profiles.length;
  const [open, setOpen] = useState<"menu" | "picker" | null>(null);
  useEffect(() => {
    // "Who's watching?" once a visit, when two or more share this browser: choosing or skipping is kept in
    // sessionStorage, which a tab opened from this one inherits too.
    if (count > 1 && readRaw("session", PROFILE_ASKED_KEY) === null) setOpen("picker");
  }, [count]);
  // Stored but unreadable (damaged by hand): as if there were none.
  if (count === 0) return null;
  return (
    <>
      <button type="button" className="profile-button" aria-haspopup="dialog" onClick={() => setOpen("menu")}>
        <span className="visually-hidden">{i18n._("profiles.button")}</span>
        <ProfileBadge />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfileDialog picker={open === "picker"} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
