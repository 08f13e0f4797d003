import { getCatalogue } from "~/catalogue/catalogue.server";
import { loadRows } from "~/catalogue/rows.server";
import { CollectionRow } from "~/components/collection-row";
import { Hero } from "~/components/hero";
import { RecentlyViewedRow } from "~/components/recently-viewed-row";
import { HOME_ROWS } from "~/data/home-rows";
import { pageTitle, publicConfigFromMatches } from "~/lib/public-config";
import { shorten } from "~/lib/text";
import type { Route } from "./+types/home";

/** Spec §9: the home hero's overview is cut to 150 characters. */
const HERO_OVERVIEW_LENGTH = 150;

export async function loader() {
  const rows = await loadRows(getCatalogue(), HOME_ROWS);
  // The hero is the first trending movie (spec §2).
  const hero = rows.find((row) => row.id === "trending-movies")?.items[0] ?? null;
  return { rows, hero };
}

export function meta({ matches }: Route.MetaArgs) {
  const { productName } = publicConfigFromMatches(matches);
  return [
    { title: pageTitle("Home", productName) },
    {
      name: "description",
      content: `Browse trending, popular and top-rated movies and series on ${productName}, and watch them free.`,
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { rows, hero } = loaderData;
  return (
    <>
      {hero ? (
        <Hero
          title={hero}
          overview={shorten(hero.overview, HERO_OVERVIEW_LENGTH)}
          playTo={`/watch/${hero.id}`}
          moreInfoTo={`/movie/${hero.id}`}
          notice="If movies do not play, turn off your VPN. You do not need a VPN to use this site."
        />
      ) : (
        <h1 className="visually-hidden">Home</h1>
      )}
      <div className="rows">
        <RecentlyViewedRow />
        {rows.map((row, index) => (
          <CollectionRow key={row.id} id={row.id} title={row.title} items={row.items} eager={index === 0} />
        ))}
      </div>
    </>
  );
}
