import { z } from "zod";

// Schemas for the TMDB v3 answers the app reads, written against recorded real responses
// (../shared/tmdb-fixtures/recorded). Policy:
// - strict about what the app cannot do without: ids, the paging envelope, the arrays it iterates;
// - lenient about the rest: unknown keys are ignored, presentational fields that are missing, null or of an
//   unexpected type become null (real TMDB sends null *_path, "" dates, missing overview, null tagline);
// - one malformed item in a list is dropped instead of failing the whole list;
// - appended parts of a details answer (videos, similar, ...) that are malformed count as absent.

const id = z.number().int().positive();
/** A page, season or episode number, or a count. */
const count = z.number().int().nonnegative();

/** A field the app can live without: missing, null or malformed, it reads as null. */
function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullish().catch(null);
}

/** An appended part of an answer: missing or malformed, it reads as absent. */
function orAbsent<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** A text field the app shows but can live without. */
const optionalText = orNull(z.string());
/** "/abc.jpg", or null (TMDB sends null for missing artwork). */
const imagePath = orNull(z.string());
const optionalNumber = orNull(z.number());

/** An array whose items are parsed one by one; items failing `item` are dropped. */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((values) =>
    values.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );
}

/** An object used as a map (e.g. region code -> providers); entries failing `value` are dropped. */
export function lenientRecord<T extends z.ZodType>(value: T) {
  return z.record(z.string(), z.unknown()).transform((entries) => {
    const result: Record<string, z.output<T>> = {};
    for (const [key, raw] of Object.entries(entries)) {
      const parsed = value.safeParse(raw);
      if (parsed.success) result[key] = parsed.data as z.output<T>;
    }
    return result;
  });
}

/** The page envelope TMDB wraps every list in. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    page: count,
    total_pages: count,
    total_results: count,
    results: lenientArray(item),
  });
}

/**
 * A movie or series as it appears in lists, search results, known_for and credits. Movies carry
 * `title`/`release_date`, series `name`/`first_air_date`; `media_type` only where TMDB mixes kinds.
 */
export const mediaItemSchema = z.object({
  id,
  media_type: orAbsent(z.string()),
  title: optionalText,
  name: optionalText,
  overview: optionalText,
  poster_path: imagePath,
  backdrop_path: imagePath,
  release_date: optionalText,
  first_air_date: optionalText,
  vote_average: optionalNumber,
  genre_ids: orNull(z.array(z.number().int())),
});
export type RawMediaItem = z.output<typeof mediaItemSchema>;

export const mediaPageSchema = pagedSchema(mediaItemSchema);
export type RawMediaPage = z.output<typeof mediaPageSchema>;

/** {movie|tv}/{id}/recommendations: a page of titles of the same kind. */
export const recommendationsPageSchema = mediaPageSchema;

/**
 * search/multi and trending/all: movies, series, people and collections in one list. People and collections
 * parse here too (only `id` and `media_type` are required) and are dropped by the mapper.
 */
export const multiSearchItemSchema = mediaItemSchema.extend({ media_type: z.string() });
export const multiSearchPageSchema = pagedSchema(multiSearchItemSchema);
export type RawMultiSearchPage = z.output<typeof multiSearchPageSchema>;

export const genreSchema = z.object({ id, name: z.string().min(1) });
export const genreListSchema = z.object({ genres: lenientArray(genreSchema) });
export type RawGenreList = z.output<typeof genreListSchema>;

export const videoSchema = z.object({
  key: z.string().min(1),
  name: z.string().catch(""),
  site: z.string().catch(""),
  type: z.string().catch(""),
  official: z.boolean().catch(false),
});
export type RawVideo = z.output<typeof videoSchema>;

export const watchProviderSchema = z.object({
  provider_id: id,
  provider_name: z.string(),
  logo_path: imagePath,
  display_priority: optionalNumber,
});
export type RawWatchProvider = z.output<typeof watchProviderSchema>;

const providerList = orNull(lenientArray(watchProviderSchema));

export const regionWatchProvidersSchema = z.object({
  link: optionalText,
  flatrate: providerList,
  rent: providerList,
  buy: providerList,
});

/** {movie|tv}/{id}/watch/providers, also appended to details as "watch/providers". */
export const watchProvidersSchema = z.object({ results: lenientRecord(regionWatchProvidersSchema) });
export type RawWatchProviders = z.output<typeof watchProvidersSchema>;

/** What an episode says of itself: in its season, and as a series' last or next episode. */
const episodeFields = z.object({ episode_number: count, name: optionalText, air_date: optionalText });

/**
 * A series' last_episode_to_air / next_episode_to_air. Malformed counts as absent: the details still
 * show, the calendar just has nothing to say about that side of today.
 */
export const airingEpisodeSchema = orNull(episodeFields.extend({ season_number: count }));
export type RawAiringEpisode = z.output<typeof airingEpisodeSchema>;

/** An episode of tv/{id}/season/{n}. */
export const episodeSchema = episodeFields.extend({
  season_number: orAbsent(count),
  overview: optionalText,
  still_path: imagePath,
  runtime: optionalNumber,
});
export type RawEpisode = z.output<typeof episodeSchema>;

/** What a season says of itself, in a series' details and on its own page. */
const seasonFields = z.object({ season_number: count, name: optionalText, poster_path: imagePath });

/** A season in tv/{id}: how many episodes, and when it began. */
export const seasonSummarySchema = seasonFields.extend({
  episode_count: optionalNumber,
  air_date: optionalText,
});
export type RawSeasonSummary = z.output<typeof seasonSummarySchema>;

/** tv/{id}/season/{n} */
export const seasonSchema = seasonFields.extend({
  overview: optionalText,
  episodes: lenientArray(episodeSchema),
});
export type RawSeason = z.output<typeof seasonSchema>;

/** movie/{id}/release_dates, appended to movie details: per country, its releases with their certification. */
export const releaseDatesSchema = z.object({
  results: lenientArray(
    z.object({
      iso_3166_1: z.string(),
      release_dates: lenientArray(
        z.object({ certification: optionalText, type: optionalNumber, release_date: optionalText }),
      ),
    }),
  ),
});
export type RawReleaseDates = z.output<typeof releaseDatesSchema>;

/** tv/{id}/content_ratings, appended to series details: per country, its rating. */
export const contentRatingsSchema = z.object({
  results: lenientArray(z.object({ iso_3166_1: z.string(), rating: optionalText })),
});
export type RawContentRatings = z.output<typeof contentRatingsSchema>;

/**
 * movie/{id} and tv/{id} with append_to_response=videos,similar,recommendations,watch/providers and
 * release_dates (movies) or content_ratings (series).
 * One schema for both kinds: the movie-only and series-only fields are optional and the caller knows the kind.
 */
export const titleDetailsSchema = mediaItemSchema.extend({
  genres: orNull(lenientArray(genreSchema)),
  tagline: optionalText,
  /** Movies: minutes, null or 0 when unknown. */
  runtime: optionalNumber,
  /** Series: minutes per episode, often empty. */
  episode_run_time: orNull(z.array(z.number())),
  number_of_seasons: optionalNumber,
  seasons: orNull(lenientArray(seasonSummarySchema)),
  videos: orAbsent(z.object({ results: lenientArray(videoSchema) })),
  similar: orAbsent(mediaPageSchema),
  recommendations: orAbsent(mediaPageSchema),
  "watch/providers": orAbsent(watchProvidersSchema),
  original_language: optionalText,
  vote_count: optionalNumber,
  release_dates: orAbsent(releaseDatesSchema),
  content_ratings: orAbsent(contentRatingsSchema),
  /** Movies carry imdb_id in the details; both kinds in the appended external_ids. */
  imdb_id: optionalText,
  external_ids: orAbsent(z.object({ imdb_id: optionalText })),
  /** Series: "Returning Series", "Ended", ...; and the episodes either side of today. */
  status: optionalText,
  last_episode_to_air: airingEpisodeSchema,
  next_episode_to_air: airingEpisodeSchema,
});
export type RawTitleDetails = z.output<typeof titleDetailsSchema>;

/** What every answer about a person says: who, and their picture. */
const personFields = z.object({ id, name: z.string().min(1), profile_path: imagePath });

/** person/popular items; known_for mixes movies (`title`) and series (`name`). */
export const personSummarySchema = personFields.extend({ known_for: orNull(lenientArray(mediaItemSchema)) });
export const personPageSchema = pagedSchema(personSummarySchema);
export type RawPersonPage = z.output<typeof personPageSchema>;

/** person/{id} */
export const personSchema = personFields.extend({
  biography: optionalText,
  known_for_department: optionalText,
  birthday: optionalText,
  place_of_birth: optionalText,
});
export type RawPerson = z.output<typeof personSchema>;

/** One credit of person/{id}/combined_credits: a movie or series (media_type), with its popularity. */
export const personCreditSchema = mediaItemSchema.extend({
  popularity: optionalNumber,
  character: optionalText,
});
export type RawPersonCredit = z.output<typeof personCreditSchema>;

/**
 * person/{id}?append_to_response=combined_credits. The credits are optional: an answer without them (or with
 * them malformed) is still the person, just with nothing to be known for.
 */
export const personWithCreditsSchema = personSchema.extend({
  combined_credits: orAbsent(z.object({ cast: lenientArray(personCreditSchema) })),
});
export type RawPersonWithCredits = z.output<typeof personWithCreditsSchema>;

/** person/{id}/tv_credits: the app reads `cast` only. */
export const tvCreditsSchema = z.object({ cast: lenientArray(mediaItemSchema) });
export type RawTvCredits = z.output<typeof tvCreditsSchema>;

/** TMDB's error body, e.g. {"success":false,"status_code":34,"status_message":"The resource ... not be found."} */
export const tmdbErrorSchema = z.object({
  status_code: z.number().int(),
  status_message: z.string().catch(""),
});
