import type { ComponentProps } from "react";
import { useNavigation } from "react-router";
import type { TitleKind } from "~/catalogue/types";
import { useLingui, useLocalize } from "~/i18n/i18n";
import { pathWithoutLanguage } from "~/i18n/languages";
import { exploreHeadingOf } from "~/lib/explore-heading";
import { exploreHref, explorePath } from "~/lib/explore-params";
import { useScrollToTopOnChange } from "~/lib/use-scroll-to-top";
import { CardGrid } from "./card-grid";
import { FilterIcon } from "./explore-icons";
import { JumpToPage } from "./jump-to-page";
import { NoResults } from "./no-results";
import { Paging } from "./paging";
import { SeriesTabs } from "./series-tabs";
import { SideMenu } from "./side-menu";

/** The filter menu's element id, which the Filter button names (popovertarget). */
const MENU_ID = "filter-menu";

export interface ExploreViewProps {
  kind: TitleKind;
  /** The normalised g: the side menu and tabs highlight it, links keep it. */
  g: string;
  page: number;
  totalPages: number;
  items: ComponentProps<typeof CardGrid>["items"];
  /** The catalogue did not answer: the error state offers to try again. */
  failed?: boolean;
  /** Discover with this page's choice as filters (discoverHrefForExplore), for the side menu. */
  moreFilters: string;
}

/** The shared body of /explore-movies and /explore-series (spec §2). */
export function ExploreView({ kind, g, page, totalPages, items, failed, moreFilters }: ExploreViewProps) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  const heading = exploreHeadingOf(i18n, kind, g);
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && pathWithoutLanguage(navigation.location.pathname) === explorePath(kind);
  useScrollToTopOnChange(`${page}|${g}`);

  return (
    <div className="explore-page">
      <div className="explore-header">
        <h1 className="explore-heading">{heading}</h1>
        {/* A native popover: it opens without any script, and the browser tells assistive technology
            whether it is expanded. */}
        <button
          type="button"
          className="button button-secondary filter-button"
          aria-haspopup="dialog"
          popoverTarget={MENU_ID}
        >
          <FilterIcon />
          {i18n._("explore.filter")}
        </button>
      </div>
      {kind === "series" ? <SeriesTabs activeG={g} /> : null}
      {/* Visual only: the app-wide NavigationProgress already announces loading to screen readers. */}
      <p className="explore-loading" aria-hidden="true">
        {loading ? i18n._("explore.loading") : ""}
      </p>
      <div className="explore-results" aria-busy={loading}>
        {items.length > 0 ? (
          <CardGrid items={items} label={heading} />
        ) : (
          <NoResults>
            {failed ? (
              <a className="button button-primary" href={localize(exploreHref(kind, page, g))}>
                {i18n._("explore.tryAgain")}
              </a>
            ) : null}
            {page > 1 ? (
              <a className="button button-secondary" href={localize(exploreHref(kind, 1, g))}>
                {i18n._("paging.backToFirst")}
              </a>
            ) : null}
          </NoResults>
        )}
      </div>
      <div className="explore-footer">
        <Paging page={page} totalPages={totalPages} hrefFor={(target) => exploreHref(kind, target, g)} />
        <JumpToPage action={explorePath(kind)} keep={{ g }} totalPages={totalPages} />
      </div>
      <SideMenu id={MENU_ID} kind={kind} activeG={g} moreFilters={moreFilters} />
    </div>
  );
}
