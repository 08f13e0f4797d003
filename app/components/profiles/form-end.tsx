import type { ReactNode } from "react";
import { useLingui } from "~/i18n/i18n";

interface FormEndProps {
  /** What is wrong with the form, read out as it appears; null while nothing is. */
  problem: string | null;
  /** While saving: Save stays focusable and named, but says it is not available. */
  busy: boolean;
  onCancel: () => void;
  /** The submit button's words; Save by default. */
  submitLabel?: string;
  /** A note between the problem line and the buttons. */
  note?: string;
  /** Further actions after Save and Cancel (Remove). */
  children?: ReactNode;
}

/** The end of a profile form: its problem line, then Save (the form's submit) and Cancel. */
export function FormEnd({ problem, busy, onCancel, submitLabel, note, children }: FormEndProps) {
  const { i18n } = useLingui();
  return (
    <>
      <p className="profile-problem" role="alert">
        {problem}
      </p>
      {note ? <p className="profile-note">{note}</p> : null}
      <div className="profile-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          {submitLabel ?? i18n._("profiles.form.save")}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {i18n._("profiles.cancel")}
        </button>
        {children}
      </div>
    </>
  );
}
