import type { DiscoverForm } from "~/catalogue/discover.server";
import { useLingui, useLocalize } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { filterLabel, withoutFilters } from "~/lib/discover-filters";
import { type DiscoverQuery, discoverHref } from "~/lib/discover-href";
import { type Loosening, withoutAll } from "~/lib/discover-loosen";
import { WarningIcon } from "../explore-icons";

interface EmptyStateProps {
  query: DiscoverQuery;
  form: Pick<DiscoverForm, "providers" | "languages">;
  loosen: Loosening | null;
  failed: boolean;
}

/**
 * Nothing to show: which filters to loosen (the loader's search, app/lib/discover-loosen.ts), with a
 * link to the URL without them; past the last page, a way back to the first; when the catalogue failed, why.
 */
export function EmptyState({ query, form, loosen, failed }: EmptyStateProps) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  if (failed) {
    return (
      <div className="no-results">
        <WarningIcon size={40} />
        <p className="no-results-text">{i18n._("discover.failed")}</p>
        <a className="button button-primary" href={localize(discoverHref(query))}>
          {i18n._("explore.tryAgain")}
        </a>
      </div>
    );
  }
  const beyondLast = query.page > 1;
  const advice = loosen && !beyondLast && loosen.filters.length > 0 ? loosen : null;
  const labels = advice?.filters.map((filter) => filterLabel(i18n, filter, query, form)) ?? [];
  const counted = advice ? { count: advice.count, formatted: i18n.number(advice.count) } : null;
  return (
    <div className="no-results">
      <WarningIcon size={40} />
      <p className="no-results-text">{i18n._(beyondLast ? "discover.empty.page" : "discover.empty")}</p>
      {advice && counted ? (
        <p>
          {labels.length === 1
            ? i18n._("discover.empty.loosen", { filter: labels[0], ...counted })
            : i18n._("discover.empty.loosenSeveral", {
                filters: new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(
                  labels.map((label) => i18n._("discover.empty.quoted", { filter: label })),
                ),
                ...counted,
              })}
        </p>
      ) : null}
      <p className="discover-empty-actions">
        {advice ? (
          <Link className="button button-primary" to={discoverHref(withoutAll(query, advice.filters))}>
            {labels.length === 1
              ? i18n._("discover.empty.remove", { filter: labels[0] })
              : i18n._("discover.empty.removeSeveral")}
          </Link>
        ) : null}
        <Link
          className="button button-secondary"
          to={discoverHref(beyondLast ? { ...query, page: 1 } : withoutFilters(query))}
        >
          {i18n._(beyondLast ? "paging.backToFirst" : "discover.clearAll")}
        </Link>
      </p>
    </div>
  );
}
