import { SERIES_CATEGORY_LINKS } from "~/data/series-rows";
import { Link } from "~/i18n/link";

/** The series page's ways into the series explore page, one per category (spec §2). */
export function SeriesCategoryLinks() {
  return (
    <nav className="series-categories" aria-label="Series categories">
      <ul>
        {SERIES_CATEGORY_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
