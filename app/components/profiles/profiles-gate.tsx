import { lazy, Suspense } from "react";
import { useStoredValue } from "~/local/browser-storage";
import { PROFILES_KEY, profileIdsOf } from "~/local/profile-keys";

// What the top bar carries of profiles in every page's first load: this check. The button, the menu and the
// pictures load only in a browser that has a profile; everyone else's top bar is the one they always had. The
// server's HTML has no button (it cannot know), so the button appears once the page is hydrated.

const ProfileButton = lazy(() => import("./profile-button"));
const asStored = (raw: string | null) => raw;

export function ProfilesGate() {
  const count = profileIdsOf(useStoredValue("local", PROFILES_KEY, asStored, null)).length;
  return count > 0 ? (
    <Suspense fallback={null}>
      <ProfileButton count={count} />
    </Suspense>
  ) : null;
}
