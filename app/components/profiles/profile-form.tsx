import { useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { type KidsLimit, kidsParamValue } from "~/lib/kids-limit";
import { writeRaw } from "~/local/browser-storage";
import { currentProfileId, PROFILE_ASKED_KEY } from "~/local/profile-keys";
import { hashPin, isPin } from "~/local/profile-pin";
import {
  type Avatar,
  cleanName,
  defaultAvatar,
  freeProfileId,
  type Household,
  MAX_NAME_LENGTH,
  type Profile,
  saveHousehold,
} from "~/local/profiles";
import { AvatarChoice } from "./avatar-choice";
import { FormEnd } from "./form-end";
import { KidsLimitField } from "./kids-limit-field";
import { NewPinFields } from "./new-pin-fields";
import { switchProfile } from "./switch-profile";
import { useFocusFirst } from "./use-focus-first";

/**
 * Adding (profile null) or editing a profile: its name, its picture, and whether it is a kids' profile with
 * which limit. The first kids' profile also sets the household's PIN.
 */
export function ProfileForm({
  household,
  profile,
  onDone,
  onRemove,
}: {
  household: Household;
  profile: Profile | null;
  onDone: () => void;
  onRemove: (profile: Profile) => void;
}) {
  const { i18n } = useLingui();
  const nameField = useFocusFirst<HTMLInputElement>();
  const id = profile?.id ?? freeProfileId(household) ?? 0;
  const [name, setName] = useState(profile?.name ?? "");
  const [avatar, setAvatar] = useState<Avatar>(profile?.avatar ?? defaultAvatar(id || 1));
  const [kids, setKids] = useState(Boolean(profile?.kids));
  const [limit, setLimit] = useState<KidsLimit | null>(profile?.kids ?? null);
  const [pin, setPin] = useState("");
  const [pinAgain, setPinAgain] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const newPin = kids && !household.pin;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || id === 0) return;
    const cleaned = cleanName(name);
    const wrong = !cleaned
      ? "profiles.form.nameMissing"
      : kids && !limit
        ? "profiles.form.limitMissing"
        : newPin && !isPin(pin)
          ? "profiles.pin.invalid"
          : newPin && pin !== pinAgain
            ? "profiles.form.pinDiffer"
            : null;
    if (wrong) {
      setProblem(i18n._(wrong));
      return;
    }
    setBusy(true);
    const saved: Profile = { id, name: cleaned, avatar, kids: kids ? limit : null };
    const profiles = profile
      ? household.profiles.map((other) => (other.id === id ? saved : other))
      : [...household.profiles, saved];
    let stored = household.pin;
    try {
      if (newPin) stored = await hashPin(pin);
    } catch {
      // Web Crypto exists only in a secure context: a TV reaching the site at http://192.168.1.20 has none.
      setBusy(false);
      setProblem(i18n._("profiles.pin.unavailable"));
      return;
    }
    if (!saveHousehold({ profiles, pin: stored })) {
      setBusy(false);
      setProblem(i18n._("profiles.form.saveFailed"));
      return;
    }
    // Whoever sets up profiles is the one watching: "Who's watching?" is not asked of them in this visit.
    writeRaw("session", PROFILE_ASKED_KEY, "1");
    // The profile in use became a kids' one, changed its limit or stopped being one: onto its own URL.
    const limitOf = (of: Profile | null) => (of?.kids ? kidsParamValue(of.kids) : "");
    if ((currentProfileId() ?? 1) === id && limitOf(profile) !== limitOf(saved)) switchProfile(saved);
    else onDone();
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <h2 id="profile-dialog-title">
        {profile ? i18n._("profiles.form.editTitle", { name: profile.name }) : i18n._("profiles.add")}
      </h2>
      {household.profiles.length === 0 ? (
        <p className="profile-note">{i18n._("profiles.form.firstKeeps")}</p>
      ) : null}
      <label className="profile-field">
        <span>{i18n._("profiles.form.name")}</span>
        <input
          ref={nameField}
          className="field"
          value={name}
          maxLength={MAX_NAME_LENGTH * 2}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <AvatarChoice avatar={avatar} onChange={setAvatar} />
      <label className="profile-check">
        <input type="checkbox" checked={kids} onChange={(event) => setKids(event.target.checked)} />
        <span>{i18n._("profiles.form.kids")}</span>
      </label>
      {kids ? (
        <>
          <p className="profile-note">{i18n._("profiles.form.kidsHint")}</p>
          <KidsLimitField value={limit} onChange={setLimit} />
          {newPin ? (
            <NewPinFields pin={pin} pinAgain={pinAgain} onPin={setPin} onPinAgain={setPinAgain} />
          ) : null}
          <p className="profile-note">{i18n._("profiles.honest")}</p>
        </>
      ) : null}
      <FormEnd problem={problem} busy={busy} onCancel={onDone}>
        {profile ? (
          <button type="button" className="button button-secondary" onClick={() => onRemove(profile)}>
            {i18n._("profiles.form.remove")}
          </button>
        ) : null}
      </FormEnd>
    </form>
  );
}
