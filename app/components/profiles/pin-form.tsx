import { useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { isPin, pinWait, type StoredPin, tryPin } from "~/local/profile-pin";
import { FormEnd } from "./form-end";
import { PinField } from "./new-pin-fields";
import { useFocusFirst } from "./use-focus-first";

/** Asks for the household's PIN before a guarded step (profile-dialog.tsx); five wrong tries wait a minute. */
export function PinForm({
  stored,
  onUnlocked,
  onCancel,
}: {
  stored: StoredPin;
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  const { i18n } = useLingui();
  const field = useFocusFirst<HTMLInputElement>();
  const [pin, setPin] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(() =>
    pinWait() > 0 ? i18n._("profiles.pin.wait") : null,
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isPin(pin)) {
      setProblem(i18n._("profiles.pin.invalid"));
      return;
    }
    setBusy(true);
    const outcome = await tryPin(pin, stored).catch(() => null);
    setBusy(false);
    if (!outcome) {
      // No Web Crypto outside a secure context (http:// on a home network).
      setProblem(i18n._("profiles.pin.unavailable"));
      return;
    }
    if (outcome.ok) {
      onUnlocked();
      return;
    }
    setPin("");
    field.current?.focus();
    setProblem(
      outcome.waitMs > 0
        ? i18n._("profiles.pin.wait")
        : i18n._("profiles.pin.wrong", { count: outcome.triesLeft }),
    );
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <h2 id="profile-dialog-title">{i18n._("profiles.pin.title")}</h2>
      <PinField
        ref={field}
        label={i18n._("profiles.pin.label")}
        value={pin}
        onChange={setPin}
        autoComplete="off"
      />
      <FormEnd
        problem={problem}
        busy={busy}
        onCancel={onCancel}
        submitLabel={i18n._(busy ? "profiles.pin.checking" : "profiles.pin.submit")}
        note={i18n._("profiles.honest")}
      />
    </form>
  );
}
