import { categoryName, EXPLORE_CATEGORIES } from "~/data/categories";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { exploreHref } from "~/lib/explore-params";

/**
 * The series page's ways into the series explore page, one per category that page shows (spec §2: Popular,
 * Top Rated, On The Air), named in the page's language.
 */
export function SeriesCategoryLinks() {
  const { i18n } = useLingui();
  return (
    <nav className="series-categories" aria-label={i18n._("series.categories")}>
      <ul>
        {EXPLORE_CATEGORIES.series.map((category) => (
          <li key={category}>
            <Link to={exploreHref("series", 1, category)}>{categoryName(i18n, category)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
