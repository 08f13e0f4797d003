import { useId, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { cleanName, MAX_NAME_LENGTH, readTogetherName } from "~/local/together-name";
import { TogetherField } from "./together-field";

interface NameStepProps {
  /** Arrived with an invite: join it, rather than start a room. */
  invited: boolean;
  /** The invite in the address was cut short. */
  broken: boolean;
  busy: boolean;
  /** The room could not be opened (the browser lacks what it needs, or the room refused). */
  failed: boolean;
  onSubmit: (name: string) => void;
}

/** The first thing asked: the name the others will see, filled in with the one this browser remembers. */
export function NameStep({ invited, broken, busy, failed, onSubmit }: NameStepProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [name, setName] = useState(readTogetherName);
  const [missing, setMissing] = useState(false);
  const problem = missing ? i18n._("together.name.missing") : failed ? i18n._("together.status.refused") : "";
  return (
    <form
      className="together-section together-name"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const clean = cleanName(name);
        setMissing(!clean);
        if (clean) onSubmit(clean);
      }}
    >
      {broken ? <p className="together-problem">{i18n._("together.invalidLink")}</p> : null}
      <p className="together-note">{invited ? i18n._("together.invited") : i18n._("together.intro")}</p>
      <TogetherField
        id={id}
        label={i18n._("together.name.label")}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={MAX_NAME_LENGTH}
        autoComplete="nickname"
        // Names are written in any direction; each as it reads.
        dir="auto"
        enterKeyHint="go"
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={missing || undefined}
        data-autofocus=""
      />
      <p id={`${id}-hint`} className="together-hint">
        {i18n._("together.name.hint")}
      </p>
      <p id={`${id}-problem`} className="together-problem" role="alert">
        {problem}
      </p>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy
          ? i18n._("together.status.connecting")
          : invited
            ? i18n._("together.join")
            : i18n._("together.start")}
      </button>
    </form>
  );
}
