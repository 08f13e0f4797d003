// TMDB v3 JSON for the parts of a title that append_to_response can attach: credits, watch providers and
// images (the list-shaped parts, similar and recommendations, are plain pages of title-shapes items).

import { castCredits } from "./characters.server";
import { WATCH_PROVIDERS } from "./companies";
import type { CrewCredit, DemoCatalogue, DemoMovie, DemoSeries, DemoTitle } from "./demo-types";
import type { Json } from "./json";
import { hashString, hexId } from "./random";

/** TMDB credit ids are stable per title, person and job; derived here rather than stored. */
export function creditId(titleId: number, personId: number, job?: string): string {
  return hexId(titleId, personId, job ? hashString(job) : 0);
}

function personInCredits(catalogue: DemoCatalogue, personId: number): Json {
  const person = catalogue.personById.get(personId);
  return {
    adult: false,
    gender: person?.gender ?? 0,
    id: personId,
    known_for_department: person?.knownForDepartment ?? "Acting",
    name: person?.name ?? "",
    original_name: person?.name ?? "",
    popularity: person?.popularity ?? 0,
    profile_path: person?.profilePath ?? null,
  };
}

/** Cast and crew of a title; movie cast entries carry cast_id as TMDB's movie credits do. */
export function titleCredits(catalogue: DemoCatalogue, title: DemoTitle): { cast: Json[]; crew: Json[] } {
  const cast = castCredits(title).map((credit) => ({
    ...personInCredits(catalogue, credit.personId),
    ...(title.kind === "movie" ? { cast_id: credit.order + 2 } : {}),
    character: credit.character,
    credit_id: creditId(title.id, credit.personId),
    order: credit.order,
  }));
  const crew = title.crew.map((credit: CrewCredit) => ({
    ...personInCredits(catalogue, credit.personId),
    credit_id: creditId(title.id, credit.personId, credit.job),
    department: credit.department,
    job: credit.job,
  }));
  return { cast, crew };
}

function providerEntries(ids: readonly number[], region: string): Json[] {
  return ids.flatMap((id) => {
    const provider = WATCH_PROVIDERS.find((entry) => entry.provider_id === id);
    return provider
      ? [
          {
            logo_path: provider.logo_path,
            provider_id: provider.provider_id,
            provider_name: provider.provider_name,
            display_priority: provider.display_priorities[region] ?? 99,
          },
        ]
      : [];
  });
}

/** watch/providers "results": regions keyed by code; offer types without providers are left out, as on TMDB. */
export function watchProviderResults(title: DemoTitle): Record<string, Json> {
  const results: Record<string, Json> = {};
  const path = title.kind === "movie" ? "movie" : "tv";
  for (const offer of title.providers) {
    const entry: Json = { link: `http://demo.invalid/${path}/${title.id}/watch?locale=${offer.region}` };
    if (offer.flatrate.length > 0) entry.flatrate = providerEntries(offer.flatrate, offer.region);
    if (offer.rent.length > 0) entry.rent = providerEntries(offer.rent, offer.region);
    if (offer.buy.length > 0) entry.buy = providerEntries(offer.buy, offer.region);
    results[offer.region] = entry;
  }
  return results;
}

/** TMDB's release type for a theatrical release, the one the demo gives every movie. */
const THEATRICAL = 3;

/**
 * movie/{id}/release_dates: one theatrical release per country the movie is certified in, with that
 * certification (discover's certification filter reads the same), and one in its country of origin.
 */
export function releaseDates(movie: DemoMovie): Json {
  const countries = new Set([...Object.keys(movie.certifications), ...movie.originCountry]);
  return {
    results: [...countries].sort().map((country) => ({
      iso_3166_1: country,
      release_dates: [
        {
          certification: movie.certifications[country] ?? "",
          descriptors: [],
          iso_639_1: "",
          note: "",
          release_date: `${movie.releaseDate}T00:00:00.000Z`,
          type: THEATRICAL,
        },
      ],
    })),
  };
}

/** tv/{id}/content_ratings: the series' rating per country. */
export function contentRatings(series: DemoSeries): Json {
  return {
    results: Object.keys(series.certifications)
      .sort()
      .map((country) => ({ descriptors: [], iso_3166_1: country, rating: series.certifications[country] })),
  };
}

export function titleImages(title: DemoTitle): Json {
  const image = (path: string, width: number, height: number, language: string) => ({
    aspect_ratio: Math.round((width / height) * 1000) / 1000,
    height,
    iso_639_1: language,
    file_path: path,
    vote_average: 0,
    vote_count: 0,
    width,
  });
  return {
    backdrops: title.backdropPath ? [image(title.backdropPath, 1280, 720, "en")] : [],
    logos: [],
    posters: title.posterPath ? [image(title.posterPath, 342, 513, "en")] : [],
  };
}
