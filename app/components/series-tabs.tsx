import { SERIES_TABS } from "~/data/categories";
import { Link } from "~/i18n/link";
import { exploreHref } from "~/lib/explore-params";

/** Spec §2: POPULAR, TOP RATED, ON THE AIR on explore-series; the current one is marked and highlighted. */
export function SeriesTabs({ activeG }: { activeG: string }) {
  return (
    <nav className="pill-tabs" aria-label="Series categories">
      <ul>
        {SERIES_TABS.map((tab) => (
          <li key={tab.category}>
            <Link
              to={exploreHref("series", 1, tab.category)}
              aria-current={tab.category === activeG ? "page" : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
