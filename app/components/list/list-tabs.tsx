import type { TitleKind } from "~/catalogue/types";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";

export type ListFilter = TitleKind | "all";

/** Each tab's label is a catalogue key. */
const TABS: { filter: ListFilter; label: string; to: string }[] = [
  { filter: "all", label: "list.page.tab.all", to: "/list" },
  { filter: "movie", label: "list.page.tab.movies", to: "/list?type=movie" },
  { filter: "series", label: "list.page.tab.series", to: "/list?type=series" },
];

/** ?type=movie or ?type=series; anything else shows the whole list. */
export function parseListFilter(raw: string | null): ListFilter {
  return raw === "movie" || raw === "series" ? raw : "all";
}

/** Spec §2: ALL, MOVIES, SERIES; the current one is marked. */
export function ListTabs({ current }: { current: ListFilter }) {
  const { i18n } = useLingui();
  return (
    <nav className="pill-tabs" aria-label={i18n._("list.page.tabs")}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.filter}>
            <Link
              to={tab.to}
              aria-current={tab.filter === current ? "page" : undefined}
              preventScrollReset
              replace
            >
              {i18n._(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
