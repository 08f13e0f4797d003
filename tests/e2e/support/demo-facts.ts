import { DEMO_API_BASE_URL, handleDemoRequest } from "../../../app/demo/handler.server";

// A title's own facts, straight from the demo catalogue the app under test serves (the same generator, the same
// seed), as TMDB would give them: for checking that what a page shows satisfies what it claims, title by title.

export interface MovieFacts {
  id: number;
  genreIds: number[];
  originalLanguage: string;
  year: number;
  runtime: number;
  voteAverage: number;
  voteCount: number;
  /** Certification per country (the theatrical release's, else any). */
  certifications: Record<string, string>;
  /** Subscription services per region. */
  flatrate: Record<string, number[]>;
}

async function demo(path: string): Promise<Record<string, unknown>> {
  const response = await handleDemoRequest(new Request(`${DEMO_API_BASE_URL}/${path}`));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

type ReleaseDates = { results: { iso_3166_1: string; release_dates: { certification: string }[] }[] };
type Providers = { results: Record<string, { flatrate?: { provider_id: number }[] }> };

export async function movieFacts(id: number): Promise<MovieFacts> {
  const raw = await demo(`movie/${id}?append_to_response=release_dates,watch/providers`);
  const releases = raw.release_dates as ReleaseDates;
  const providers = raw["watch/providers"] as Providers;
  return {
    id,
    genreIds: (raw.genres as { id: number }[]).map((genre) => genre.id),
    originalLanguage: raw.original_language as string,
    year: Number(String(raw.release_date).slice(0, 4)),
    runtime: raw.runtime as number,
    voteAverage: raw.vote_average as number,
    voteCount: raw.vote_count as number,
    certifications: Object.fromEntries(
      releases.results.map((country) => [
        country.iso_3166_1,
        country.release_dates.find((release) => release.certification)?.certification ?? "",
      ]),
    ),
    flatrate: Object.fromEntries(
      Object.entries(providers.results).map(([region, offer]) => [
        region,
        (offer.flatrate ?? []).map((provider) => provider.provider_id),
      ]),
    ),
  };
}

/** A country's movie certifications, least restrictive first. */
export async function certificationOrder(country: string): Promise<string[]> {
  const raw = (await demo("certification/movie/list")) as {
    certifications: Record<string, { certification: string; order: number }[]>;
  };
  return (raw.certifications[country] ?? [])
    .sort((a, b) => a.order - b.order)
    .map((item) => item.certification);
}

export interface SeriesFacts {
  id: number;
  genreIds: number[];
  originalLanguage: string;
  /** The year of the first air date. */
  year: number;
  voteCount: number;
}

export async function seriesFacts(id: number): Promise<SeriesFacts> {
  const raw = await demo(`tv/${id}`);
  return {
    id,
    genreIds: (raw.genres as { id: number }[]).map((genre) => genre.id),
    originalLanguage: raw.original_language as string,
    year: Number(String(raw.first_air_date).slice(0, 4)),
    voteCount: raw.vote_count as number,
  };
}
