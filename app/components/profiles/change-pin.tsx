import { useEffect, useRef, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { hashPin, isPin } from "~/local/profile-pin";
import { type Household, saveHousehold } from "~/local/profiles";
import { FormEnd } from "./form-end";
import { NewPinFields } from "./new-pin-fields";

/**
 * A new PIN for the household, typed twice. The dialog asks for the current one first (profile-dialog.tsx), so
 * that a child who watched the PIN being typed once cannot quietly make it theirs without knowing it.
 */
export function ChangePin({
  household,
  onDone,
}: {
  household: Household;
  onDone: (changed: boolean) => void;
}) {
  const { i18n } = useLingui();
  const [pin, setPin] = useState("");
  const [pinAgain, setPinAgain] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Straight into the first PIN field, as the other views of the dialog do (use-focus-first.ts).
    form.current?.querySelector("input")?.focus();
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isPin(pin) || pin !== pinAgain) {
      setProblem(i18n._(isPin(pin) ? "profiles.form.pinDiffer" : "profiles.pin.invalid"));
      return;
    }
    setBusy(true);
    try {
      const stored = await hashPin(pin);
      if (saveHousehold({ ...household, pin: stored })) return onDone(true);
      setProblem(i18n._("profiles.form.saveFailed"));
    } catch {
      // Web Crypto exists only in a secure context (see profile-form.tsx).
      setProblem(i18n._("profiles.pin.unavailable"));
    }
    setBusy(false);
  };

  return (
    <form ref={form} className="profile-form" onSubmit={submit} noValidate>
      <h2 id="profile-dialog-title">{i18n._("profiles.pin.change")}</h2>
      <NewPinFields pin={pin} pinAgain={pinAgain} onPin={setPin} onPinAgain={setPinAgain} />
      <FormEnd problem={problem} busy={busy} onCancel={() => onDone(false)} />
    </form>
  );
}
