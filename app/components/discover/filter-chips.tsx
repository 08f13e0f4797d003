import type { DiscoverForm } from "~/catalogue/discover.server";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { activeFilters, filterKey, filterLabel, withoutFilter, withoutFilters } from "~/lib/discover-filters";
import { type DiscoverQuery, discoverHref } from "~/lib/discover-href";
import { CloseIcon } from "../icons";

/**
 * The filters on, each a chip that takes it off, and "Clear all". Plain links to the URL without
 * the filter, so they work before and without scripts; with them, a client navigation.
 */
export function FilterChips({
  query,
  lists,
}: {
  query: DiscoverQuery;
  lists: Pick<DiscoverForm, "providers" | "languages">;
}) {
  const { i18n } = useLingui();
  const filters = activeFilters(query);
  if (filters.length === 0) return null;
  return (
    <div className="discover-chips">
      <ul aria-label={i18n._("discover.chips")}>
        {filters.map((filter) => {
          const label = filterLabel(i18n, filter, query, lists);
          return (
            <li key={filterKey(filter)}>
              <Link
                className="discover-chip"
                to={discoverHref(withoutFilter(query, filter))}
                preventScrollReset
                aria-label={i18n._("discover.chip.remove", { filter: label })}
              >
                <span>{label}</span>
                <CloseIcon size={14} />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link className="discover-clear" to={discoverHref(withoutFilters(query))} preventScrollReset>
        {i18n._("discover.clearAll")}
      </Link>
    </div>
  );
}
