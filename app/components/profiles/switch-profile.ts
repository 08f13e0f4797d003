import { languageByCode, pathInLanguage } from "~/i18n/languages";
import { withKidsLimit } from "~/lib/kids-limit";
import { writeRaw } from "~/local/browser-storage";
import { CURRENT_PROFILE_KEY } from "~/local/profile-keys";
import { type Profile, profileLanguage, rememberProfile } from "~/local/profiles";

/**
 * Makes `profile` this visit's (null: back to no profiles) and loads the page again as theirs: a whole page load,
 * so that every store, the sync and For you read the new profile's keys from the start. A kids' profile goes to
 * the page with its limit in the URL, leaving one goes to the page without it, and a profile that chose a
 * language gets the page in that language.
 */
export function switchProfile(profile: Profile | null): void {
  if (profile) rememberProfile(profile.id);
  else {
    writeRaw("session", CURRENT_PROFILE_KEY, null);
    writeRaw("local", CURRENT_PROFILE_KEY, null);
  }
  let path = withKidsLimit(location.pathname + location.search + location.hash, profile?.kids ?? null);
  const language = profile ? languageByCode(profileLanguage(profile.id)) : undefined;
  if (language) path = pathInLanguage(path, language);
  location.assign(path);
}
