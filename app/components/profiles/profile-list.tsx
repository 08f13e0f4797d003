import { useLingui } from "~/i18n/i18n";
import { kidsLimitLabel } from "~/lib/kids-limit";
import { MAX_PROFILES } from "~/local/profile-keys";
import type { Household, Profile } from "~/local/profiles";
import { AvatarPicture } from "./avatars";
import { useFocusFirst } from "./use-focus-first";

interface ProfileListProps {
  household: Household;
  current: Profile | null;
  /** "Who's watching?" at the start of a visit: big pictures, a skip, no editing. */
  picker: boolean;
  onChoose: (profile: Profile) => void;
  onEdit: (profile: Profile) => void;
  onAdd: () => void;
  onSkip: () => void;
  /** Once the household has a PIN: change it (the dialog asks for the current one first). */
  onChangePin?: () => void;
  /** A word on what was just done ("The PIN is changed."), read out by screen readers. */
  notice: string | null;
}

/** The profiles to choose from, each with its own Edit; then Add a profile (or, for the picker, Not now). */
export function ProfileList({
  household,
  current,
  picker,
  onChoose,
  onEdit,
  onAdd,
  onSkip,
  onChangePin,
  notice,
}: ProfileListProps) {
  const { i18n } = useLingui();
  const start = useFocusFirst<HTMLButtonElement>();
  const { profiles } = household;
  return (
    <>
      <h2 id="profile-dialog-title">{i18n._(picker ? "profiles.picker.title" : "profiles.menu.title")}</h2>
      {profiles.length === 0 ? <p className="profile-note">{i18n._("profiles.intro")}</p> : null}
      <ul className={picker ? "profile-list is-picker" : "profile-list"}>
        {profiles.map((profile) => {
          const isCurrent = profile.id === current?.id;
          return (
            <li key={profile.id}>
              <button
                ref={isCurrent ? start : undefined}
                type="button"
                className="profile-choice"
                aria-current={isCurrent ? "true" : undefined}
                onClick={() => onChoose(profile)}
              >
                <AvatarPicture avatar={profile.avatar} size={picker ? 88 : 44} />
                <span className="profile-name">{profile.name}</span>
                {profile.kids ? (
                  <span className="profile-detail">{kidsLimitLabel(profile.kids, i18n)}</span>
                ) : null}
                {isCurrent && !picker ? (
                  <span className="profile-detail">{i18n._("profiles.current")}</span>
                ) : null}
              </button>
              {picker ? null : (
                <button
                  type="button"
                  className="profile-edit"
                  aria-label={i18n._("profiles.editNamed", { name: profile.name })}
                  onClick={() => onEdit(profile)}
                >
                  {i18n._("profiles.edit")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="profile-note" role="status">
        {notice}
      </p>
      <div className="profile-actions">
        {picker ? (
          <button type="button" className="button button-secondary" onClick={onSkip}>
            {i18n._("profiles.picker.skip")}
          </button>
        ) : profiles.length >= MAX_PROFILES ? (
          <p className="profile-note">{i18n._("profiles.full")}</p>
        ) : (
          <button
            ref={current ? undefined : start}
            type="button"
            className="button button-primary"
            onClick={onAdd}
          >
            {i18n._("profiles.add")}
          </button>
        )}
        {onChangePin && !picker ? (
          <button type="button" className="button button-secondary" onClick={onChangePin}>
            {i18n._("profiles.pin.change")}
          </button>
        ) : null}
      </div>
    </>
  );
}
