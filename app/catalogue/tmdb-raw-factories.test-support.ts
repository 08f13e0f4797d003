import { mediaItemSchema } from "./tmdb-schemas.server";

// Raw TMDB answers for the mappers' tests (tmdb-mappers, title-details-mappers, person-mappers), with overrides.
// Raw inputs go through the real schemas first, as they do in the client.

export function rawMovie(overrides: Record<string, unknown> = {}) {
  return {
    id: 550,
    title: "Fight Club",
    overview: "A ticking-time-bomb insomniac...",
    poster_path: "/poster.jpg",
    backdrop_path: "/backdrop.jpg",
    release_date: "1999-10-15",
    vote_average: 8.4,
    genre_ids: [18],
    ...overrides,
  };
}

export function rawSeries(overrides: Record<string, unknown> = {}) {
  return {
    id: 1399,
    name: "Game of Thrones",
    overview: "Seven noble families...",
    poster_path: "/got.jpg",
    backdrop_path: null,
    first_air_date: "2011-04-17",
    vote_average: 8.4,
    genre_ids: [10765, 18],
    origin_country: ["US"],
    ...overrides,
  };
}

export const item = (value: unknown) => mediaItemSchema.parse(value);
export const page = (results: unknown[]) => ({ page: 1, total_pages: 3, total_results: 45, results });
