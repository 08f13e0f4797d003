// A large part hydrated apart, after the rest of the page (docs/decisions/0036-parts-hydrated-apart.md).
import { Suspense as HydratesApart, useRef } from "react";
import type { DiscoverForm as FormLists } from "~/catalogue/discover.server";
import type { CardFields } from "~/catalogue/explore.server";
import { useLingui, useLocalize } from "~/i18n/i18n";
import { useLocalizedNavigate } from "~/i18n/link";
import { type DiscoverQuery, discoverHref, SURPRISE_PATH, serialiseDiscoverQuery } from "~/lib/discover-href";
import type { Loosening } from "~/lib/discover-loosen";
import { useScrollToTopOnChange } from "~/lib/use-scroll-to-top";
import { useStoredValue, writeRaw } from "~/local/browser-storage";
import { FilterIcon } from "../explore-icons";
import { CloseIcon } from "../icons";
import { Paging } from "../paging";
import { DiscoverForm } from "./discover-form";
import { DiscoverResults } from "./discover-results";
import { EmptyState } from "./empty-state";
import { FilterChips } from "./filter-chips";

const SHEET_ID = "discover-filters";
const FORM_ID = "discover-form";

export interface DiscoverViewProps {
  query: DiscoverQuery;
  region: string;
  form: FormLists;
  items: CardFields[];
  totalPages: number;
  totalResults: number;
  /** The count of `totalResults` as the page's language writes it, by the server (routes/discover.tsx). */
  countWritten: string;
  loosen: Loosening | null;
  failed: boolean;
}

/** /discover: the filters (a side column, a sheet on phones), the chips, the count and the results. */
export function DiscoverView(props: DiscoverViewProps) {
  const { query, form, items, totalPages, countWritten, loosen, failed } = props;
  const { i18n } = useLingui();
  const sheetRef = useRef<HTMLDivElement>(null);
  useScrollToTopOnChange(String(query.page));
  const heading = i18n._("discover.heading");

  return (
    <div className="discover-page">
      <div className="discover-header">
        <h1 className="explore-heading">{heading}</h1>
        <p className="discover-count" role="status">
          {failed ? "" : countWritten}
        </p>
        <div className="discover-actions">
          <button
            type="button"
            className="button button-secondary discover-filters-button"
            aria-haspopup="dialog"
            popoverTarget={SHEET_ID}
          >
            <FilterIcon />
            {i18n._("discover.filters")}
          </button>
          <SurpriseLink query={query} />
        </div>
      </div>
      <div className="discover-layout">
        <div
          ref={sheetRef}
          id={SHEET_ID}
          popover="auto"
          role="dialog"
          aria-labelledby={`${SHEET_ID}-title`}
          className="discover-sheet"
        >
          <div className="discover-sheet-header">
            <h2 id={`${SHEET_ID}-title`}>{i18n._("discover.filters")}</h2>
            <button
              type="button"
              className="side-menu-close discover-sheet-close"
              popoverTarget={SHEET_ID}
              popoverTargetAction="hide"
              aria-label={i18n._("discover.closeFilters")}
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <HydratesApart>
            <DiscoverForm
              {...props}
              id={FORM_ID}
              onShowResults={() => {
                if (sheetRef.current?.matches(":popover-open")) sheetRef.current.hidePopover();
              }}
            />
          </HydratesApart>
        </div>
        <section className="discover-results" aria-label={heading}>
          <FilterChips query={query} lists={form} />
          {items.length > 0 ? (
            <HydratesApart>
              <DiscoverResults
                key={serialiseDiscoverQuery(query)}
                items={items}
                query={query}
                totalPages={totalPages}
                label={countWritten}
              />
            </HydratesApart>
          ) : (
            <EmptyState query={query} form={form} loosen={loosen} failed={failed} />
          )}
          <Paging
            page={query.page}
            totalPages={totalPages}
            hrefFor={(page) => discoverHref({ ...query, page })}
          />
        </section>
      </div>
    </div>
  );
}

const LAST_SURPRISE_KEY = "discover_last_surprise";
const readLast = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? raw : null);

/**
 * Surprise me: a plain link to the resource route that draws a title and redirects to its overlay. With scripts
 * the title drawn is remembered for this tab, and the next press asks for another one (not=).
 */
function SurpriseLink({ query }: { query: DiscoverQuery }) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  const navigate = useLocalizedNavigate();
  const last = useStoredValue("session", LAST_SURPRISE_KEY, readLast, null);
  const base = discoverHref({ ...query, page: 1 }, SURPRISE_PATH);
  const href = last ? `${base}${base.includes("?") ? "&" : "?"}not=${last}` : base;
  return (
    <a
      className="button button-primary"
      href={localize(href)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void Promise.resolve(navigate(href)).then(() => {
          const picked = /\/(?:movie|series)\/(\d+)$/.exec(window.location.pathname)?.[1];
          if (picked) writeRaw("session", LAST_SURPRISE_KEY, picked);
        });
      }}
    >
      {i18n._("discover.surprise")}
    </a>
  );
}
