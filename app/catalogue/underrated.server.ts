import { UNDERRATED_DEMO_MOVIE_IDS, UNDERRATED_MOVIES, UNDERRATED_PAGE_SIZE } from "~/data/underrated-movies";
import type { Catalogue } from "./catalogue";
import type { CatalogueLocale } from "./locale";
import type { Page, TitleSummary } from "./types";

// The curated 'underrated' category (spec §3): a fixed list, shown a page at a time, with each movie read
// from the catalogue so its poster and title are current (docs/decisions/0003-underrated-list.md).

/** Real TMDB ids mean nothing to the demo catalogue, which has its own stand-ins. */
export function underratedIds(catalogueMode: "tmdb" | "demo"): readonly number[] {
  return catalogueMode === "demo" ? UNDERRATED_DEMO_MOVIE_IDS : UNDERRATED_MOVIES.map((movie) => movie.id);
}

/**
 * One page of the list. total_pages always counts the whole list (2); a movie the catalogue cannot find
 * (removed from TMDB, or an upstream hiccup) is left out of the page rather than failing it. Details answers
 * are cached by the catalogue, so a second visit costs nothing upstream.
 */
export async function listUnderrated(
  catalogue: Catalogue,
  catalogueMode: "tmdb" | "demo",
  page: number,
  locale?: CatalogueLocale,
): Promise<Page<TitleSummary>> {
  const list = underratedIds(catalogueMode);
  const totalPages = Math.ceil(list.length / UNDERRATED_PAGE_SIZE);
  const slice = list.slice((page - 1) * UNDERRATED_PAGE_SIZE, page * UNDERRATED_PAGE_SIZE);
  const settled = await Promise.allSettled(slice.map((id) => catalogue.getTitle("movie", id, locale)));
  const results = settled.flatMap((result): TitleSummary[] =>
    result.status === "fulfilled" ? [summaryOf(result.value)] : [],
  );
  if (slice.length > 0 && results.length === 0) {
    // Nothing at all came back: that is the catalogue failing, not the list; say so like any other list.
    const failure = settled.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
  }
  return { page, totalPages, totalResults: list.length, results };
}

/** Details carry much more than a card needs; keep the summary fields only. */
function summaryOf(title: TitleSummary): TitleSummary {
  const {
    id,
    kind,
    title: name,
    overview,
    posterPath,
    backdropPath,
    releaseDate,
    voteAverage,
    genreIds,
  } = title;
  return { id, kind, title: name, overview, posterPath, backdropPath, releaseDate, voteAverage, genreIds };
}
