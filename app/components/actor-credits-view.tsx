import type { CardFields } from "~/catalogue/explore.server";
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
  const loading = useActorPageLoading();
  useScrollToTopOnChange(`${id}|${current}|${paging?.page ?? 1}`);
  const what = current === "movies" ? "Movies" : "Series";
  return (
    <div className="explore-page actors-page">
      <div className="explore-header">
        <h1 className="explore-heading">{name ?? "Actor"}</h1>
      </div>
      <ActorCreditTabs id={id} current={current} />
      <ActorLoading loading={loading} />
      <div className="explore-results" aria-busy={loading}>
        {items.length > 0 ? (
          <CardGrid items={items} label={name ? `${what} with ${name}` : what} />
        ) : (
          <div className="actors-empty">
            {/* Spec §2 words the series' empty state; the movies' says the same thing the same way. */}
            <p className="actors-empty-text">{current === "movies" ? "No movies found" : "No shows found"}</p>
            {paging && paging.page > 1 ? (
              <Link className="button button-secondary" to={paging.hrefFor(1)}>
                Back to page 1
              </Link>
            ) : (
              <Link
                className="button button-secondary"
                to={current === "movies" ? showsByActorHref(id) : moviesByActorHref(id)}
              >
                {current === "movies" ? "See their series" : "See their movies"}
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
