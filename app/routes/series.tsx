import { loadRowsPage } from "~/catalogue/rows-page.server";
import { CollectionRow } from "~/components/collection-row";
import { ContinueWatchingRow } from "~/components/continue-watching-row";
import { Hero } from "~/components/hero";
import { SeriesCategoryLinks } from "~/components/series-category-links";
import { KIDS_SERIES_ROWS } from "~/data/kids-rows";
import { SERIES_ROWS } from "~/data/series-rows";
import { useLingui } from "~/i18n/i18n";
import { pageMeta } from "~/lib/page-meta";
import { detailsPath, watchPath } from "~/lib/paths";
import { clipWhenLonger } from "~/lib/text";
import { useProgress } from "~/local/progress";
import type { Route } from "./+types/series";

/** Spec §9: the series hero shows overviews of up to 200 characters whole, longer ones cut to 160 plus '...'. */
const HERO_OVERVIEW_LIMIT = 200;
const HERO_OVERVIEW_KEEP = 160;

export async function loader({ url }: Route.LoaderArgs) {
  // The hero is the top trending series (spec §2).
  const page = { rows: SERIES_ROWS, kidsRows: KIDS_SERIES_ROWS, heroRow: "trending-series" } as const;
  return loadRowsPage(url, page, (overview) =>
    clipWhenLonger(overview, HERO_OVERVIEW_LIMIT, HERO_OVERVIEW_KEEP),
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "series.title", "series.description");
}

export default function Series({ loaderData }: Route.ComponentProps) {
  const { rows, hero } = loaderData;
  const { i18n } = useLingui();
  // The hero's series starts at the first episode (spec §2), or where this visitor left off.
  const saved = useProgress(hero?.id ?? 0);
  return (
    <>
      {hero ? (
        <Hero
          title={hero}
          overview={hero.overview}
          playTo={watchPath(hero, saved)}
          moreInfoTo={detailsPath(hero)}
        />
      ) : (
        <h1 className="visually-hidden">{i18n._("series.title")}</h1>
      )}
      <SeriesCategoryLinks />
      <div className="rows">
        <ContinueWatchingRow only="series" />
        {rows.map((row, index) => (
          <CollectionRow
            key={row.id}
            id={row.id}
            title={i18n._(row.title)}
            items={row.items}
            moreTo={row.moreTo}
            first={index === 0}
          />
        ))}
      </div>
    </>
  );
}
