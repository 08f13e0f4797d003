import { categoryName } from "~/data/categories";
import { SERIES_CATEGORY_LINKS } from "~/data/series-rows";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";

/** The series page's ways into the series explore page, one per category (spec §2). */
export function SeriesCategoryLinks() {
  const { i18n } = useLingui();
  return (
    <nav className="series-categories" aria-label={i18n._("series.categories")}>
      <ul>
        {SERIES_CATEGORY_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{categoryName(i18n, link.category)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
