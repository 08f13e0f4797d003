import type { CardFields } from "~/catalogue/explore.server";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { moviesByActorHref, showsByActorHref } from "~/lib/actor-params";
import { useScrollToTopOnChange } from "~/lib/use-scroll-to-top";
import { ActorPage, type ActorPaging } from "./actor-page";
import { ActorCreditTabs } from "./actor-tabs";
import { CardGrid } from "./card-grid";

export interface ActorCreditsViewProps {
  id: number;
  /** null when the catalogue could not give it; the page still shows (spec §8: errors not displayed). */
  name: string | null;
  current: "movies" | "series";
  items: CardFields[];
  /** Movies page through discover; series are one list. */
  paging?: ActorPaging;
}

/** The shared body of /movies-by-actor/{id} and /shows-by-actor/{id} (spec §2). */
export function ActorCreditsView({ id, name, current, items, paging }: ActorCreditsViewProps) {
  const { i18n } = useLingui();
  useScrollToTopOnChange(`${id}|${current}|${paging?.page ?? 1}`);
  const gridLabel = name
    ? i18n._(current === "movies" ? "actor.grid.movies" : "actor.grid.series", { name })
    : i18n._(current === "movies" ? "actor.grid.moviesUnnamed" : "actor.grid.seriesUnnamed");
  return (
    <ActorPage
      heading={name ?? i18n._("actor.fallbackName")}
      tabs={<ActorCreditTabs id={id} current={current} />}
      paging={paging}
      empty={{
        // Spec §2 words the series' empty state; the movies' says the same thing the same way.
        text: i18n._(current === "movies" ? "actor.empty.movies" : "actor.empty.series"),
        onward: (
          <Link
            className="button button-secondary"
            to={current === "movies" ? showsByActorHref(id) : moviesByActorHref(id)}
          >
            {i18n._(current === "movies" ? "actor.seeSeries" : "actor.seeMovies")}
          </Link>
        ),
      }}
    >
      {items.length > 0 ? <CardGrid items={items} label={gridLabel} /> : null}
    </ActorPage>
  );
}
