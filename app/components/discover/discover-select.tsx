import type { NamedOption } from "~/catalogue/discover.server";
import { useLingui } from "~/i18n/i18n";

interface DiscoverSelectProps {
  /** The URL's parameter: the form is a plain GET form first. */
  name: string;
  label: string;
  defaultValue: string;
  /** Each option's value in the URL (`code`) and its words (`name`). */
  choices: NamedOption[];
  /** "Any" first: the filter may be left out. */
  any?: boolean;
  /** A field of the form's own, or a line of a fieldset (discover-region). */
  className?: string;
  disabled?: boolean;
}

/** A select of Discover's form under its visible label, which names it. */
export function DiscoverSelect(props: DiscoverSelectProps) {
  const { name, label, defaultValue, choices, any, className = "discover-field", disabled } = props;
  const { i18n } = useLingui();
  return (
    <label className={className}>
      <span className="discover-label">{label}</span>
      <select name={name} defaultValue={defaultValue} disabled={disabled}>
        {any ? <option value="">{i18n._("discover.any")}</option> : null}
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The presets as choices, and the URL's own value too when it is none of them (a shared or typed link). */
export function choicesWith<T>(
  presets: readonly T[],
  current: T | undefined,
  choice: (value: T) => NamedOption,
) {
  const choices = presets.map(choice);
  const own = current === undefined ? undefined : choice(current);
  return own && !choices.some((preset) => preset.code === own.code) ? [...choices, own] : choices;
}
