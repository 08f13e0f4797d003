// Gives part of the demo's titles another original language: TMDB's catalogue is far from all English, and
// Discover's language filter (with_original_language) should find French, Spanish, German, Portuguese,
// Japanese and Arabic films and series, not a handful. A title so chosen gets an original title made in that
// language (from the language's data file, as its localised titles are), that country as its origin, and
// keeps its English title. Runs after generation on a stream of its own, so no other generated fact changes;
// it leaves alone the anchors, franchises, titles already foreign and the most popular titles of each kind
// (the rows and pages other tests read), so they look as they did.

import type { DemoMovie, DemoSeries, DemoTitle } from "./demo-types";
import { LANGUAGES } from "./locales";
import { localTitle } from "./localise.server";
import { rngFor } from "./random";
import { DEMO_TRANSLATIONS } from "./translations";

/** Languages with a data file to make titles in, weighted roughly as on TMDB. */
const WEIGHTED_LANGUAGES = ["fr", "fr", "es", "es", "de", "pt", "ja", "ja", "ar"];
const MOVIE_SHARE = 0.22;
const SERIES_SHARE = 0.15;
/** The most popular titles of a kind stay as they were. */
const KEEP_TOP = 100;
const ANCHORS = 8;

function rename(title: DemoTitle, language: string, originalTitle: string): void {
  title.originalLanguage = language;
  title.originCountry = [LANGUAGES[language]?.country ?? "US"];
  if (title.kind === "movie") title.originalTitle = originalTitle;
  else title.originalName = originalTitle;
}

function assign<T extends DemoTitle>(titles: T[], share: number, eligible: (title: T) => boolean): void {
  const popular = new Set(
    [...titles]
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, KEEP_TOP)
      .map((title) => title.id),
  );
  titles.forEach((title, index) => {
    if (index < ANCHORS || popular.has(title.id) || title.originalLanguage !== "en" || !eligible(title))
      return;
    const rng = rngFor("foreign-origin", title.kind, title.id);
    if (!rng.chance(share)) return;
    const language = rng.pick(WEIGHTED_LANGUAGES);
    const data = DEMO_TRANSLATIONS[language];
    if (data) rename(title, language, localTitle(rng, data));
  });
}

export function assignForeignOrigins(movies: DemoMovie[], series: DemoSeries[]): void {
  assign(movies, MOVIE_SHARE, (movie) => movie.collectionId === null);
  assign(series, SERIES_SHARE, () => true);
}
