import { SERIES_TABS, seriesTabLabel } from "~/data/categories";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { exploreHref } from "~/lib/explore-params";

/** Spec §2: POPULAR, TOP RATED, ON THE AIR on explore-series; the current one is marked and highlighted. */
export function SeriesTabs({ activeG }: { activeG: string }) {
  const { i18n } = useLingui();
  return (
    <nav className="pill-tabs" aria-label={i18n._("series.categories")}>
      <ul>
        {SERIES_TABS.map((tab) => (
          <li key={tab.category}>
            <Link
              to={exploreHref("series", 1, tab.category)}
              aria-current={tab.category === activeG ? "page" : undefined}
              preventScrollReset
            >
              {seriesTabLabel(i18n, tab.category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
