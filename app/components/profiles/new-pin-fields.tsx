import { useLingui } from "~/i18n/i18n";

/** The household's PIN, chosen with its first kids' profile: typed twice, digits only. */
export function NewPinFields({
  pin,
  pinAgain,
  onPin,
  onPinAgain,
}: {
  pin: string;
  pinAgain: string;
  onPin: (pin: string) => void;
  onPinAgain: (pin: string) => void;
}) {
  const { i18n } = useLingui();
  const field = (label: string, value: string, onChange: (pin: string) => void) => (
    <label className="profile-field">
      <span>{i18n._(label)}</span>
      <input
        className="field profile-pin"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={4}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
      />
    </label>
  );
  return (
    <>
      {field("profiles.form.pinNew", pin, onPin)}
      {field("profiles.form.pinRepeat", pinAgain, onPinAgain)}
      <p className="profile-note">{i18n._("profiles.form.pinHint")}</p>
    </>
  );
}
