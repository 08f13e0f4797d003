import { useLingui } from "~/i18n/i18n";
import { AVATARS, type Avatar } from "~/local/profiles";
import { AvatarPicture } from "./avatars";

/**
 * The profile's picture, one of our drawings. Toggle buttons rather than radio buttons: a TV remote's arrows
 * move between buttons, while a radio group keeps them for itself.
 */
export function AvatarChoice({ avatar, onChange }: { avatar: Avatar; onChange: (avatar: Avatar) => void }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="profile-field">
      <legend>{i18n._("profiles.form.picture")}</legend>
      <div className="profile-avatars">
        {AVATARS.map((option) => (
          <button
            key={option}
            type="button"
            className="profile-avatar"
            aria-pressed={option === avatar}
            aria-label={i18n._(`profiles.avatar.${option}`)}
            onClick={() => onChange(option)}
          >
            <AvatarPicture avatar={option} size={44} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
