import { demoCatalogue } from "./catalogue-data.server";
import { seasonEpisodes } from "./generate-episodes.server";

// Test support: one title of each kind the demo draws artwork for, for the artwork's own tests.

export function artworkSamples() {
  const catalogue = demoCatalogue();
  const movie = catalogue.movies.find((entry) => entry.posterPath && entry.backdropPath);
  const series = catalogue.series.find((entry) =>
    entry.seasons.some((season) => season.posterPath && season.episodeCount > 0),
  );
  const season = series?.seasons.find((entry) => entry.posterPath && entry.episodeCount > 0);
  const episode =
    series && season ? seasonEpisodes(series, season).find((entry) => entry.stillPath) : undefined;
  const person = catalogue.people.find((entry) => entry.profilePath);
  return { catalogue, movie, series, season, episode, person };
}
