import type { CardFields } from "~/catalogue/explore.server";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { moviesByActorHref, showsByActorHref } from "~/lib/actor-params";
import { useScrollToTopOnChange } from "~/lib/use-scroll-to-top";
import { ActorLoading, useActorPageLoading } from "./actor-loading";
import { ActorCreditTabs } from "./actor-tabs";
import { CardGrid } from "./card-grid";
import { Paging } from "./paging";

export interface ActorCreditsViewProps {
  id: number;
  /** null when the catalogue could not give it; the page still shows (spec §8: errors not displayed). */
  name: string | null;
  current: "movies" | "series";
  items: CardFields[];
  /** Movies page through discover; series are one list. */
  paging?: { page: number; totalPages: number; hrefFor: (page: number) => string };
}

/** The shared body of /movies-by-actor/{id} and /shows-by-actor/{id} (spec §2). */
export function ActorCreditsView({ id, name, current, items, paging }: ActorCreditsViewProps) {
  const { i18n } = useLingui();
  const loading = useActorPageLoading();
  useScrollToTopOnChange(`${id}|${current}|${paging?.page ?? 1}`);
  const gridLabel = name
    ? i18n._(current === "movies" ? "actor.grid.movies" : "actor.grid.series", { name })
    : i18n._(current === "movies" ? "actor.grid.moviesUnnamed" : "actor.grid.seriesUnnamed");
  return (
    <div className="explore-page actors-page">
      <div className="explore-header">
        <h1 className="explore-heading">{name ?? i18n._("actor.fallbackName")}</h1>
      </div>
      <ActorCreditTabs id={id} current={current} />
      <ActorLoading loading={loading} />
      <div className="explore-results" aria-busy={loading}>
        {items.length > 0 ? (
          <CardGrid items={items} label={gridLabel} />
        ) : (
          <div className="actors-empty">
            {/* Spec §2 words the series' empty state; the movies' says the same thing the same way. */}
            <p className="actors-empty-text">
              {i18n._(current === "movies" ? "actor.empty.movies" : "actor.empty.series")}
            </p>
            {paging && paging.page > 1 ? (
              <Link className="button button-secondary" to={paging.hrefFor(1)}>
                {i18n._("paging.backToFirst")}
              </Link>
            ) : (
              <Link
                className="button button-secondary"
                to={current === "movies" ? showsByActorHref(id) : moviesByActorHref(id)}
              >
                {i18n._(current === "movies" ? "actor.seeSeries" : "actor.seeMovies")}
              </Link>
            )}
          </div>
        )}
      </div>
      {paging ? (
        <div className="explore-footer">
          <Paging page={paging.page} totalPages={paging.totalPages} hrefFor={paging.hrefFor} />
        </div>
      ) : null}
    </div>
  );
}
