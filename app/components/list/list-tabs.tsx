import type { TitleKind } from "~/catalogue/types";
import { Link } from "~/i18n/link";

export type ListFilter = TitleKind | "all";

const TABS: { filter: ListFilter; label: string; to: string }[] = [
  { filter: "all", label: "ALL", to: "/list" },
  { filter: "movie", label: "MOVIES", to: "/list?type=movie" },
  { filter: "series", label: "SERIES", to: "/list?type=series" },
];

/** ?type=movie or ?type=series; anything else shows the whole list. */
export function parseListFilter(raw: string | null): ListFilter {
  return raw === "movie" || raw === "series" ? raw : "all";
}

/** Spec §2: ALL, MOVIES, SERIES; the current one is marked. */
export function ListTabs({ current }: { current: ListFilter }) {
  return (
    <nav className="pill-tabs" aria-label="Filter the list">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.filter}>
            <Link
              to={tab.to}
              aria-current={tab.filter === current ? "page" : undefined}
              preventScrollReset
              replace
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
