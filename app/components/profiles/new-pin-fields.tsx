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
  return (
    <>
      <PinField
        label={i18n._("profiles.form.pinNew")}
        value={pin}
        onChange={onPin}
        autoComplete="new-password"
      />
      <PinField
        label={i18n._("profiles.form.pinRepeat")}
        value={pinAgain}
        onChange={onPinAgain}
        autoComplete="new-password"
      />
      <p className="profile-note">{i18n._("profiles.form.pinHint")}</p>
    </>
  );
}

/** One PIN box: four digits at most, anything else dropped as it is typed, a numeric keyboard on phones. */
export function PinField({
  label,
  value,
  onChange,
  autoComplete,
  ref,
}: {
  label: string;
  value: string;
  onChange: (pin: string) => void;
  /** "new-password" where a PIN is chosen, "off" where it is asked. */
  autoComplete: "new-password" | "off";
  ref?: React.Ref<HTMLInputElement>;
}) {
  return (
    <label className="profile-field">
      <span>{label}</span>
      <input
        ref={ref}
        className="field profile-pin"
        type="password"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={4}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ""))}
      />
    </label>
  );
}
