import { loadRowsPage } from "~/catalogue/rows-page.server";
import { CollectionRow } from "~/components/collection-row";
import { ContinueWatchingRow } from "~/components/continue-watching-row";
import { Hero, heroTitle } from "~/components/hero";
import { SeriesCategoryLinks } from "~/components/series-category-links";
import { KIDS_SERIES_ROWS } from "~/data/kids-rows";
import { SERIES_ROWS } from "~/data/series-rows";
import { i18nFromMatches, useLingui } from "~/i18n/i18n";
import { detailsPath, watchPath } from "~/lib/paths";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { clipWhenLonger } from "~/lib/text";
import { useProgress } from "~/local/progress";
import type { Route } from "./+types/series";

/** Spec §9: the series hero shows overviews of up to 200 characters whole, longer ones cut to 160 plus '...'. */
const HERO_OVERVIEW_LIMIT = 200;
const HERO_OVERVIEW_KEEP = 160;

export async function loader({ url }: Route.LoaderArgs) {
  // The hero is the top trending series (spec §2).
  const { rows, heroTitle: first } = await loadRowsPage(url, {
    rows: SERIES_ROWS,
    kidsRows: KIDS_SERIES_ROWS,
    heroRow: "trending-series",
  });
  return {
    rows,
    // The hero's overview travels already cut.
    hero: first
      ? {
          ...heroTitle(first),
          overview: clipWhenLonger(first.overview, HERO_OVERVIEW_LIMIT, HERO_OVERVIEW_KEEP),
        }
      : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  return [
    { title: pageTitle(i18n._("series.title"), productName) },
    { name: "description", content: i18n._("series.description", { product: productName }) },
  ];
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
