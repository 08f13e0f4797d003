import { useState } from "react";
import { useLocation } from "react-router";
import { useLingui } from "~/i18n/i18n";

/** A list in the overlay shown cut short until the visitor asks for all of it (spec §9). */
interface ShowAll<T> {
  /** Names the list in the URL (`?episodes=all`) and in the messages (`episodes.showAll`). */
  name: "episodes" | "similar";
  /** How many the list holds in full. */
  count: number;
  shown: T[];
  /** Whether the list is longer than what it shows first. */
  long: boolean;
  expanded: boolean;
  toggle: () => void;
}

/**
 * The first `limit` of `items`, or all of them once expanded. `?{name}=all` is the no-script way to the whole
 * list: the server renders it expanded.
 */
export function useShowAll<T>(name: ShowAll<T>["name"], items: T[], limit: number): ShowAll<T> {
  const { search } = useLocation();
  const [expanded, setExpanded] = useState(() => new URLSearchParams(search).get(name) === "all");
  const shown = expanded ? items : items.slice(0, limit);
  return {
    name,
    count: items.length,
    shown,
    long: items.length > limit,
    expanded,
    toggle: () => setExpanded((open) => !open),
  };
}

interface ShowAllButtonProps {
  list: ShowAll<unknown>;
  /** The list's id. */
  controls: string;
  allHref: string;
}

/**
 * The button under a list cut short, when it is longer than what it shows first, that shows all of it or fewer
 * again. Without scripts the button is hidden (no-script.css) and a link asks the server for `allHref`, the page
 * with the list in full.
 */
export function ShowAllButton({ list, controls, allHref }: ShowAllButtonProps) {
  const { i18n } = useLingui();
  const { name, count, long, expanded, toggle } = list;
  if (!long) return null;
  const showAll = i18n._(`${name}.showAll`, { count });
  return (
    <>
      <button
        type="button"
        className="button button-secondary title-overlay-expand"
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={toggle}
      >
        {expanded ? i18n._(`${name}.showFewer`) : showAll}
      </button>
      {expanded ? null : (
        <noscript>
          <a className="button button-secondary title-overlay-expand" href={allHref}>
            {showAll}
          </a>
        </noscript>
      )}
    </>
  );
}
