import { useId } from "react";
import { useLocation } from "react-router";
import type { OverlayCard } from "~/catalogue/title-overlay.server";
import { MediaCard } from "~/components/media-card";
import { useLingui } from "~/i18n/i18n";
import { ShowAllButton, useShowAll } from "./show-all";

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
  const list = useShowAll("similar", items, INITIAL_SIMILAR);
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className="title-overlay-section" aria-labelledby={`${id}-heading`}>
      <div className="title-overlay-section-head">
        <h3 id={`${id}-heading`}>{i18n._("similar.heading")}</h3>
      </div>
      <ul id={`${id}-list`} className="title-overlay-grid" aria-labelledby={`${id}-heading`}>
        {list.shown.map((item, index) => (
          <li key={`${item.kind}-${item.id}`}>
            <MediaCard title={item} poster={nearTop && index < FIRST_ROW ? "soon" : "lazy"} />
          </li>
        ))}
      </ul>
      {/* Without scripts, the link keeps the season and episodes the visitor chose. */}
      <ShowAllButton list={list} controls={`${id}-list`} allHref={similarHref(pathname, params)} />
    </section>
  );
}

function similarHref(pathname: string, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.set("similar", "all");
  return `${pathname}?${next}`;
}
