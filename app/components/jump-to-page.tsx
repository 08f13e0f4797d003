import { useEffect, useId, useRef, useState } from "react";
import { useLingui, useLocalize } from "~/i18n/i18n";
import { KidsHiddenField } from "~/i18n/link";
import { acceptsJumpValue, jumpMaximum, jumpTarget } from "~/lib/page-number";

interface JumpToPageProps {
  /** The page's path, e.g. "/explore-movies"; the form goes to it in the page's language. */
  action: string;
  /** Query values the jump keeps (g). */
  keep: Record<string, string>;
  totalPages: number;
}

/**
 * 'JUMP TO PAGE' (spec §2, §5): a numeric input that only ever holds empty or a page from 1 to total_pages,
 * submitted as a plain GET form, so the jump is a full page load (spec §4) and works without JavaScript,
 * where the browser's own min/max validation stands in for the filtering.
 */
export function JumpToPage({ action, keep, totalPages }: JumpToPageProps) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  const [value, setValue] = useState("");
  const inputId = useId();
  const max = jumpMaximum(totalPages);
  const inputRef = useRef<HTMLInputElement>(null);
  // A page number typed before hydration is the visitor's: React leaves it while hydrating but would put the
  // empty `value` back on the next render, and JUMP would then do nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed && acceptsJumpValue(typed, totalPages)) setValue(typed);
  }, []);

  return (
    <form
      className="jump-to-page"
      method="get"
      action={localize(action)}
      onSubmit={(event) => {
        if (jumpTarget(value, totalPages) === null) event.preventDefault();
      }}
    >
      <KidsHiddenField />
      {Object.entries(keep).map(([name, keptValue]) => (
        <input key={name} type="hidden" name={name} value={keptValue} />
      ))}
      <label className="visually-hidden" htmlFor={inputId}>
        {i18n._("paging.jump.label", { min: i18n.number(1), max: i18n.number(max) })}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="jump-input"
        type="number"
        name="p"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        placeholder="#n"
        value={value}
        onInput={(event) => {
          // "-" or "1e" are not numbers yet: the field's value reads as empty while the text shows, and React
          // sees no change. Put the last accepted value back so the field never shows what it cannot take.
          const field = event.currentTarget;
          if (field.validity.badInput) field.value = value;
        }}
        onChange={(event) => {
          // Anything unacceptable is simply not taken: React puts the previous value back.
          if (acceptsJumpValue(event.target.value, totalPages)) setValue(event.target.value);
        }}
      />
      <button type="submit" className="button button-secondary jump-button">
        {i18n._("paging.jump.button")}
      </button>
    </form>
  );
}
