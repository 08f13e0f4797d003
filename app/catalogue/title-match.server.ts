import { z } from "zod";
import { CACHE_POLICY } from "./cache.server";
import type { Catalogue } from "./catalogue";
import { checkId, invalid, normaliseQuery } from "./client-checks.server";
import { imdbIdOrNull, mapTitleSummary } from "./tmdb-mappers.server";
import type { ClientParts } from "./tmdb-request.server";
import { mediaItemSchema, pagedSchema } from "./tmdb-schemas.server";
import type { ExternalIds, TitleKind, TitleMatch } from "./types";
import type { CallOptions } from "./upstream.server";

// What the import of another service's history asks TMDB: find/{imdb_id}, search/movie with a year,
// {movie|tv}/{id} for a TMDB id, and external_ids. Schemas and mappers for those answers, apart from the pages' own, in the same policy as
// tmdb-schemas.server.ts: strict about ids and arrays, lenient about the rest, a bad item dropped alone. And
// the client's four methods that make those calls, kept together apart from the rest of the client.

export const IMDB_ID = /^tt\d{7,10}$/;

const optionalText = z.string().nullish().catch(null);

/** A list item (or a title's details) with the original names the matching compares with. */
export const matchItemSchema = mediaItemSchema.extend({
  original_title: optionalText,
  original_name: optionalText,
});
type RawMatchItem = z.output<typeof matchItemSchema>;

function lenientItems() {
  return z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = matchItemSchema.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

/** find/{external_id}?external_source=imdb_id: one array per kind, usually one item in one of them. */
export const findSchema = z.object({
  movie_results: lenientItems(),
  tv_results: lenientItems(),
});

/** search/movie (and search/tv): the page envelope with original titles kept. */
export const matchPageSchema = pagedSchema(matchItemSchema);

/** {movie|tv}/{id}/external_ids */
export const externalIdsSchema = z.object({ imdb_id: optionalText });

function yearOf(date: string | null): number | null {
  const year = date ? Number(date.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) && year > 1800 ? year : null;
}

export function mapTitleMatch(raw: RawMatchItem, kind: TitleKind): TitleMatch {
  const summary = mapTitleSummary(raw, kind);
  const original = (kind === "movie" ? raw.original_title : raw.original_name)?.trim();
  return {
    id: summary.id,
    kind,
    title: summary.title,
    originalTitle: original || summary.title,
    year: yearOf(summary.releaseDate),
    posterPath: summary.posterPath,
  };
}

export function mapFind(raw: z.output<typeof findSchema>): TitleMatch[] {
  return [
    ...raw.movie_results.map((item) => mapTitleMatch(item, "movie")),
    ...raw.tv_results.map((item) => mapTitleMatch(item, "series")),
  ];
}

export function mapMatchPage(raw: z.output<typeof matchPageSchema>, kind: TitleKind): TitleMatch[] {
  return raw.results.map((item) => mapTitleMatch(item, kind));
}

export function mapExternalIds(raw: z.output<typeof externalIdsSchema>): ExternalIds {
  return { imdbId: imdbIdOrNull(raw.imdb_id) };
}

type ImportLookups = Pick<Catalogue, "findByImdbId" | "getTitleMatch" | "getExternalIds" | "searchForMatch">;

const BACKGROUND: CallOptions = { background: true };

/** The import's lookups are background calls: under the rate cap, pages go first. */
export function importLookupMethods({
  load,
  tmdbKind,
}: Pick<ClientParts, "load" | "tmdbKind">): ImportLookups {
  return {
    async findByImdbId(imdbId) {
      if (!IMDB_ID.test(imdbId)) throw invalid("Invalid IMDb id");
      const query = { external_source: "imdb_id", language: "en-US" };
      return load(`find/${imdbId}`, query, CACHE_POLICY.details, findSchema, mapFind, BACKGROUND);
    },

    async getTitleMatch(kind, id) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}`;
      return load(
        path,
        { language: "en-US" },
        CACHE_POLICY.details,
        matchItemSchema,
        (raw) => mapTitleMatch(raw, kind),
        BACKGROUND,
      );
    },

    async getExternalIds(kind, id) {
      const path = `${tmdbKind(kind)}/${checkId(id, "title id")}/external_ids`;
      return load(path, {}, CACHE_POLICY.details, externalIdsSchema, mapExternalIds);
    },

    async searchForMatch(kind, rawQuery, year) {
      const query = normaliseQuery(rawQuery);
      if (year !== undefined && (!Number.isInteger(year) || year < 1800 || year > 2200)) {
        throw invalid("Invalid year");
      }
      if (query === "") return [];
      const params = { query, page: 1, include_adult: "false", language: "en-US", year };
      return load(
        `search/${tmdbKind(kind)}`,
        params,
        CACHE_POLICY.search,
        matchPageSchema,
        (raw) => mapMatchPage(raw, kind),
        BACKGROUND,
      );
    },
  };
}
