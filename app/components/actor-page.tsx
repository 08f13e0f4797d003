import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { isActorPagePath } from "~/lib/actor-params";
import { Paging } from "./paging";

/** A list page's paging: its page, how many there are, and the URL of any page. */
export interface ActorPaging {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

interface ActorPageProps {
  heading: string;
  /** The tabs under the heading: the list's (popular, all) or the actor's (movies, series). */
  tabs: ReactNode;
  /** Lists that page (/actors, an actor's movies) end with PREV and NEXT; the others are one page. */
  paging?: ActorPaging;
  /** The grid or an error; null when there is nothing to show, and the page says `empty`. */
  children: ReactNode;
  /** The empty state: its text, and a way onward from page 1 if the page has one (past it, back to page 1). */
  empty: { text: string; onward?: ReactNode };
}

/** What the four actor pages share (spec §2): heading, tabs, loading indicator, results or empty state, paging. */
export function ActorPage({ heading, tabs, paging, children, empty }: ActorPageProps) {
  const { i18n } = useLingui();
  // Whether a client navigation to one of the actor pages is waiting for its data.
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && isActorPagePath(navigation.location.pathname);
  return (
    <div className="explore-page actors-page">
      <div className="explore-header">
        <h1 className="explore-heading">{heading}</h1>
      </div>
      {tabs}
      {/* The explore pages' loading indicator (spec §2), shown until the next actor page's data arrives. Visual
          only: the app-wide NavigationProgress already announces loading to screen readers. */}
      <p className="explore-loading" aria-hidden="true">
        {loading ? i18n._("explore.loading") : ""}
      </p>
      <div className="explore-results" aria-busy={loading}>
        {children ?? (
          <div className="actors-empty">
            <p className="actors-empty-text">{empty.text}</p>
            {paging && paging.page > 1 ? (
              <Link className="button button-secondary" to={paging.hrefFor(1)}>
                {i18n._("paging.backToFirst")}
              </Link>
            ) : (
              empty.onward
            )}
          </div>
        )}
      </div>
      {paging ? (
        <div className="explore-footer">
          <Paging {...paging} />
        </div>
      ) : null}
    </div>
  );
}
