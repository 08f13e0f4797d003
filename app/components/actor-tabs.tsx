import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { ACTORS_PATH, moviesByActorHref, POPULAR_ACTORS_PATH, showsByActorHref } from "~/lib/actor-params";

interface Tab {
  label: string;
  to: string;
  current: boolean;
}

/** Tab links styled as the explore pages' tabs; the current one is marked for assistive technology too. */
function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav className="pill-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link to={tab.to} aria-current={tab.current ? "page" : undefined} preventScrollReset>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec §2: POPULAR (/popular-actors) and ALL (/actors). */
export function ActorListTabs({ current }: { current: "popular" | "all" }) {
  const { i18n } = useLingui();
  return (
    <Tabs
      label={i18n._("actors.tabs.label")}
      tabs={[
        { label: i18n._("actors.tabs.popular"), to: POPULAR_ACTORS_PATH, current: current === "popular" },
        { label: i18n._("actors.tabs.all"), to: ACTORS_PATH, current: current === "all" },
      ]}
    />
  );
}

/** Spec §2: MOVIES (/movies-by-actor/{id}) and SERIES (/shows-by-actor/{id}). */
export function ActorCreditTabs({ id, current }: { id: number; current: "movies" | "series" }) {
  const { i18n } = useLingui();
  return (
    <Tabs
      label={i18n._("actor.tabs.label")}
      tabs={[
        { label: i18n._("actor.tabs.movies"), to: moviesByActorHref(id), current: current === "movies" },
        { label: i18n._("actor.tabs.series"), to: showsByActorHref(id), current: current === "series" },
      ]}
    />
  );
}
