import { useId, useState } from "react";
import { useLocation } from "react-router";
import type { OverlayCard } from "~/catalogue/title-overlay.server";
import { MediaCard } from "~/components/media-card";
import { useLingui } from "~/i18n/i18n";

/** Spec §9: similar titles shown before the expand button is pressed. */
export const INITIAL_SIMILAR = 8;

/**
 * On a phone a movie's first row of similar titles reaches into the first screen: load it at once, quietly.
 * Further down (under a series' episodes), every poster is lazy, and waits for the page's scripts
 * (app/lib/pictures-wait.ts).
 */
const FIRST_ROW = 2;

/** Spec §2: 'More Like This', 8 cards first and an expand button only when there are more. */
export function MoreLikeThis({ items, nearTop }: { items: OverlayCard[]; nearTop: boolean }) {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  // ?similar=all is the no-script way to every similar title: the server renders the grid expanded.
  const [expanded, setExpanded] = useState(() => params.get("similar") === "all");
  const id = useId();
  if (items.length === 0) return null;
  const shown = expanded ? items : items.slice(0, INITIAL_SIMILAR);
  return (
    <section className="title-overlay-section" aria-labelledby={`${id}-heading`}>
      <div className="title-overlay-section-head">
        <h3 id={`${id}-heading`}>{i18n._("similar.heading")}</h3>
      </div>
      <ul id={`${id}-list`} className="title-overlay-grid" aria-labelledby={`${id}-heading`}>
        {shown.map((item, index) => (
          <li key={`${item.kind}-${item.id}`}>
            <MediaCard title={item} poster={nearTop && index < FIRST_ROW ? "soon" : "lazy"} />
          </li>
        ))}
      </ul>
      {items.length > INITIAL_SIMILAR ? (
        <button
          type="button"
          className="button button-secondary title-overlay-expand"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? i18n._("similar.showFewer") : i18n._("similar.showAll", { count: items.length })}
        </button>
      ) : null}
      {items.length > INITIAL_SIMILAR && !expanded ? (
        // Without scripts the button above is hidden (no-script.css) and this link asks the server,
        // keeping the season and episodes the visitor chose.
        <noscript>
          <a className="button button-secondary title-overlay-expand" href={similarHref(pathname, params)}>
            {i18n._("similar.showAll", { count: items.length })}
          </a>
        </noscript>
      ) : null}
    </section>
  );
}

function similarHref(pathname: string, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.set("similar", "all");
  return `${pathname}?${next}`;
}
