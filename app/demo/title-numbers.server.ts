// Numbers shared by movie and series generation: genres, votes, popularity, trending buzz, artwork, companies
// and streaming offers. Kept apart from the title generators so both kinds of title follow the same statistics.

import { pickCertifications } from "./certifications";
import {
  type DemoCompany,
  type DemoProvider,
  PRODUCTION_COMPANIES,
  PROVIDER_REGIONS,
  WATCH_PROVIDERS,
} from "./companies";
import type { DemoTitle, ProviderOffer } from "./demo-types";
import { type Rng, rngFor } from "./random";

export function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Roughly normal: the sum of three uniforms has a bell shape and never produces extreme outliers. */
export function bell(rng: Rng, mean: number, deviation: number): number {
  return mean + (rng.next() + rng.next() + rng.next() - 1.5) * 2 * deviation;
}

/** Draws 1-3 distinct genres by weight, so the mix per genre resembles TMDB's. */
export function pickGenres(rng: Rng, weights: ReadonlyArray<readonly [number, number]>): number[] {
  const roll = rng.next();
  const count = roll < 0.3 ? 1 : roll < 0.75 ? 2 : 3;
  const chosen: number[] = [];
  // Indexed loops rather than destructuring: this runs thousands of times while the catalogue is built cold.
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += weights[i]?.[1] ?? 0;
  for (let guard = 0; chosen.length < count && guard < 20; guard++) {
    let pick = rng.next() * total;
    for (let i = 0; i < weights.length; i++) {
      const entry = weights[i];
      if (!entry) continue;
      pick -= entry[1];
      if (pick < 0) {
        if (!chosen.includes(entry[0])) chosen.push(entry[0]);
        break;
      }
    }
  }
  return chosen;
}

/**
 * Votes as TMDB shows them: unreleased titles have none, titles with a handful of votes have erratic averages
 * (which is why top_rated needs a vote_count threshold), established titles cluster around 6-7.
 */
export function votes(rng: Rng, hype: number, daysOut: number): { voteAverage: number; voteCount: number } {
  if (daysOut < 0) {
    const voteCount = rng.chance(0.2) ? rng.int(1, 12) : 0;
    return { voteCount, voteAverage: voteCount === 0 ? 0 : round3(rng.int(40, 100) / 10) };
  }
  const maturity = Math.min(1, daysOut / 500 + 0.04);
  // Log-uniform spread: most titles gather tens or hundreds of votes, a few hyped ones tens of thousands.
  const ceiling = Math.log(80000) * (0.45 + 0.55 * hype);
  const voteCount = Math.max(0, Math.round(Math.exp(rng.next() * ceiling) * maturity) - 1);
  if (voteCount === 0) return { voteCount, voteAverage: 0 };
  if (voteCount < 15) return { voteCount, voteAverage: round3(rng.int(20, 100) / 10) };
  const average = Math.min(9.1, Math.max(2.5, bell(rng, 6.35 + hype * 0.6, 0.9)));
  return { voteCount, voteAverage: rng.chance(0.15) ? Math.round(average * 10) / 10 : round3(average) };
}

/** Popularity: a long tail of obscure titles, a few blockbusters, and a strong boost for recent releases. */
export function popularity(rng: Rng, hype: number, daysOut: number): number {
  let value = 0.6 + hype * 90 + rng.next() * 5;
  if (hype > 0.93) value *= 4;
  if (daysOut < 0) value *= 1.4 + rng.next() * 2;
  else if (daysOut < 730) value *= 1 + 5 * (1 - daysOut / 730);
  return round3(value);
}

/**
 * Trending buzz: popularity reshaped by how recent the title is, with seeded noise per window, so that the
 * trending rows differ visibly from the popular ones (as on TMDB) and "day" differs from "week".
 */
export function trendScores(rng: Rng, pop: number, daysOut: number): { trendDay: number; trendWeek: number } {
  const weekBoost = daysOut >= -30 && daysOut <= 120 ? 6 : daysOut >= 0 && daysOut <= 500 ? 2 : 0.5;
  const dayBoost = daysOut >= -7 && daysOut <= 45 ? 10 : daysOut >= 0 && daysOut <= 365 ? 2 : 0.4;
  return {
    trendWeek: round3(pop * weekBoost * (0.3 + rng.next() * 1.4)),
    trendDay: round3(pop * dayBoost * (0.2 + rng.next() * 1.8)),
  };
}

/** A title's poster and backdrop files ("/m100042-poster.webp"); a few titles have none, as on TMDB. */
export function artwork(
  rng: Rng,
  prefix: "m" | "s",
  id: number,
): Pick<DemoTitle, "posterPath" | "backdropPath"> {
  return {
    posterPath: rng.chance(0.02) ? null : `/${prefix}${id}-poster.webp`,
    backdropPath: rng.chance(0.06) ? null : `/${prefix}${id}-backdrop.webp`,
  };
}

const companiesByCountry = new Map<string, DemoCompany[]>();

export function pickCompanies(rng: Rng, country: string): number[] {
  if (rng.chance(0.08)) return [];
  let local = companiesByCountry.get(country);
  if (!local) {
    local = PRODUCTION_COMPANIES.filter((company) => company.origin_country === country);
    companiesByCountry.set(country, local);
  }
  const pool = local.length > 0 && rng.chance(0.8) ? local : PRODUCTION_COMPANIES;
  return rng.sample(pool, rng.int(1, Math.min(3, pool.length))).map((company) => company.id);
}

type Offer = "flatrate" | "rent" | "buy";

/** Crunchyroll streams anime only, and anime streams there, often on Netflix too. */
const ANIME_SERVICE = 283;
const NETFLIX = 8;

/**
 * The services making an offer of this type in a region: for anime, Crunchyroll and Netflix where the region
 * has Crunchyroll. Every pool holds at least two services, so drawing from it takes as many numbers.
 */
function servicesIn(region: string, offer: Offer, anime: boolean): DemoProvider[] {
  const here = WATCH_PROVIDERS.filter(
    (provider) => provider.offers.includes(offer) && region in provider.display_priorities,
  );
  if (offer !== "flatrate") return here;
  const crunchyroll = here.find((provider) => provider.provider_id === ANIME_SERVICE);
  if (!anime || !crunchyroll) return here.filter((provider) => provider !== crunchyroll);
  return [crunchyroll, ...here.filter((provider) => provider.provider_id === NETFLIX)];
}

function byPriority(region: string, providers: DemoProvider[]): number[] {
  const priority = (provider: DemoProvider) => provider.display_priorities[region] ?? 99;
  return providers.sort((a, b) => priority(a) - priority(b)).map((provider) => provider.provider_id);
}

/** One region's offers: a service or two to stream on, stores to rent (movies) and buy from; null for none. */
function offerIn(rng: Rng, region: string, kind: "movie" | "tv", anime: boolean): ProviderOffer | null {
  const flatrate = rng.chance(0.7) ? rng.sample(servicesIn(region, "flatrate", anime), rng.int(1, 2)) : [];
  const rent =
    kind === "movie" && rng.chance(0.7) ? rng.sample(servicesIn(region, "rent", anime), rng.int(1, 2)) : [];
  const buy = rng.chance(0.6) ? rng.sample(servicesIn(region, "buy", anime), rng.int(1, 2)) : [];
  if (flatrate.length + rent.length + buy.length === 0) return null;
  return {
    region,
    flatrate: byPriority(region, flatrate),
    rent: byPriority(region, rent),
    buy: byPriority(region, buy),
  };
}

/**
 * Offers in the first two regions (US, GB), drawn from the title's own generator: many titles have none at all,
 * as on TMDB. Each region's pools hold at least two services, so the number of draws, and with it the rest of
 * the generated catalogue, is the same whatever the services are.
 */
export function pickProviders(
  rng: Rng,
  released: boolean,
  kind: "movie" | "tv",
  anime: boolean,
): ProviderOffer[] {
  if (!released || rng.chance(0.45)) return [];
  const offers: ProviderOffer[] = [];
  for (const region of PROVIDER_REGIONS.slice(0, 2)) {
    if (rng.chance(0.25)) continue;
    const offer = offerIn(rng, region, kind, anime);
    if (offer) offers.push(offer);
  }
  return offers;
}

/** Offers in the other regions, from a stream of their own (rngFor("offers", kind, id)). */
export function pickRegionalOffers(
  rng: Rng,
  released: boolean,
  kind: "movie" | "tv",
  anime: boolean,
): ProviderOffer[] {
  if (!released || rng.chance(0.4)) return [];
  return PROVIDER_REGIONS.slice(2).flatMap((region) => {
    if (rng.chance(0.35)) return [];
    const offer = offerIn(rng, region, kind, anime);
    return offer ? [offer] : [];
  });
}

/** What the facts of a title's release depend on. */
interface TitleTraits {
  kind: DemoTitle["kind"];
  id: number;
  country: string;
  genreIds: readonly number[];
  released: boolean;
  anime: boolean;
}

/**
 * The facts of a title's release: its production companies, streaming offers and age certifications. The
 * companies and the first regions' offers come from the title's own generator; the other regions' offers and
 * the certifications from streams of their own, so that the rest of the title's draws stay as they were
 * before those existed.
 */
export function releaseFacts(
  rng: Rng,
  { kind, id, country, genreIds, released, anime }: TitleTraits,
): Pick<DemoTitle, "companyIds" | "providers" | "certifications"> {
  return {
    companyIds: pickCompanies(rng, country),
    providers: [
      ...pickProviders(rng, released, kind, anime),
      ...pickRegionalOffers(rngFor("offers", kind, id), released, kind, anime),
    ],
    certifications: pickCertifications(rngFor("certification", kind, id), kind, genreIds, released),
  };
}
