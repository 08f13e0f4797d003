import type { ActorList } from "~/catalogue/actors.server";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { useScrollToTopOnChange } from "~/lib/use-scroll-to-top";
import { ActorGrid } from "./actor-grid";
import { ActorPage, type ActorPaging } from "./actor-page";
import { ActorListTabs } from "./actor-tabs";

export interface ActorsViewProps {
  current: "popular" | "all";
  list: ActorList;
  /** The URL this list is at, for "Try again". */
  href: string;
  /** /actors pages through person/popular; the curated list is one page. */
  paging?: ActorPaging;
}

/** The grid's accessible name on each list. */
const GRID_LABEL = { all: "actors.heading", popular: "actors.popular.gridLabel" } as const;

/** The shared body of /actors and /popular-actors (spec §2, §4, §8). */
export function ActorsView({ current, list, href, paging }: ActorsViewProps) {
  const { i18n } = useLingui();
  useScrollToTopOnChange(`${current}|${paging?.page ?? 1}`);
  return (
    <ActorPage
      heading={i18n._("actors.heading")}
      tabs={<ActorListTabs current={current} />}
      paging={paging}
      empty={{ text: i18n._("actors.empty") }}
    >
      {list.failed ? (
        <ActorsError retryHref={href} />
      ) : list.actors.length > 0 ? (
        <ActorGrid actors={list.actors} label={i18n._(GRID_LABEL[current])} />
      ) : null}
    </ActorPage>
  );
}

/** Spec §8: 'Failed to fetch actors', with the word 'error' shown in red; and a way onward. */
export function ActorsError({ retryHref }: { retryHref: string }) {
  const { i18n } = useLingui();
  return (
    <div className="actors-error" role="alert">
      <p className="actors-error-word">{i18n._("actors.error.word")}</p>
      <p className="actors-error-text">{i18n._("actors.error.text")}</p>
      <Link className="button button-secondary" to={retryHref}>
        {i18n._("actors.error.tryAgain")}
      </Link>
    </div>
  );
}
