import { useLingui } from "~/i18n/i18n";
import { deleteProfileData, type Household, type Profile, saveHousehold } from "~/local/profiles";
import { switchProfile } from "./switch-profile";
import { useFocusFirst } from "./use-focus-first";

/**
 * Asks before removing a profile, saying what goes with it. Removing deletes the profile's data from this
 * browser; removing the current profile moves the visit to the first one left (or back to no profiles).
 */
export function RemoveProfile({
  household,
  profile,
  current,
  onKeep,
}: {
  household: Household;
  profile: Profile;
  current: Profile | null;
  onKeep: () => void;
}) {
  const { i18n } = useLingui();
  const keep = useFocusFirst<HTMLButtonElement>();
  const remove = () => {
    const profiles = household.profiles.filter((other) => other.id !== profile.id);
    saveHousehold({ profiles, pin: household.pin });
    deleteProfileData(profile.id);
    if (profile.id === current?.id) switchProfile(profiles[0] ?? null);
    else onKeep();
  };
  return (
    <div className="profile-form">
      <h2 id="profile-dialog-title">{i18n._("profiles.remove.title", { name: profile.name })}</h2>
      <p>{i18n._("profiles.remove.what", { name: profile.name })}</p>
      <div className="profile-actions">
        <button type="button" className="button button-primary" onClick={remove}>
          {i18n._("profiles.remove.confirm", { name: profile.name })}
        </button>
        <button ref={keep} type="button" className="button button-secondary" onClick={onKeep}>
          {i18n._("profiles.remove.keep", { name: profile.name })}
        </button>
      </div>
    </div>
  );
}
