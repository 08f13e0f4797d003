// A large part hydrated apart, after the rest of the page (docs/decisions/0036-parts-hydrated-apart.md).
import { Suspense as HydratesApart } from "react";
import type { TitleSummary } from "~/catalogue/types";
import { MediaCard } from "./media-card";

interface CardGridProps {
  items: Pick<TitleSummary, "id" | "kind" | "title" | "posterPath">[];
  /** Optional per-card caption, e.g. "Series" in search results. */
  labelOf?: (item: Pick<TitleSummary, "kind">) => string;
  /** Accessible name of the grid, e.g. "Popular Movies". */
  label?: string;
  /** The visitor's own titles (My List): kept out of route discovery's batched requests (MediaCard). */
  personal?: boolean;
}

/** The one responsive poster grid of explore, search, genre, list and actor pages (DESIGN.md). */
export function CardGrid({ items, labelOf, label, personal }: CardGridProps) {
  return (
    <HydratesApart>
      <ul className="card-grid" aria-label={label}>
        {items.map((item, index) => (
          <li key={`${item.kind}-${item.id}`}>
            <MediaCard
              title={item}
              // A phone's first screen shows two rows of two; the next two wait there (app.css).
              poster={index < 4 ? "eager" : "lazy"}
              label={labelOf?.(item)}
              personal={personal}
            />
          </li>
        ))}
      </ul>
    </HydratesApart>
  );
}
