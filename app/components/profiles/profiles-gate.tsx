import { lazy, Suspense } from "react";
import { useStoredValue } from "~/local/browser-storage";
import { PROFILES_KEY } from "~/local/profile-keys";

// What the top bar carries of profiles in every page's first load: whether this browser keeps any (the key is
// taken out with the last profile, profiles.ts). The button, the menu and the pictures load only then, and the
// button reads the profiles; everyone else's top bar is the one they always had. The server's HTML has no
// button (it cannot know), so the button appears once the page is hydrated.

const ProfileButton = lazy(() => import("./profile-button"));
const asStored = (raw: string | null) => raw;

export function ProfilesGate() {
  return useStoredValue("local", PROFILES_KEY, asStored, null) === null ? null : (
    <Suspense fallback={null}>
      <ProfileButton />
    </Suspense>
  );
}
