// TMDB v3 JSON for people: list entries with known_for, details, and the three credit listings. Everything is
// read from the credit index, so a person's known_for, credits and discover?with_cast always agree.

import { characterFor, episodeCountFor } from "./characters.server";
import type { CrewCredit, DemoCatalogue, DemoPerson, DemoSeries, DemoTitle } from "./demo-types";
import type { Json } from "./json";
import { personCredits } from "./person-credits.server";
import { creditId } from "./title-parts-shapes.server";
import { titleListItem } from "./title-shapes.server";

/** The person's three most popular titles: from acting credits for actors, crew credits for the others. */
export function knownForTitles(catalogue: DemoCatalogue, person: DemoPerson): DemoTitle[] {
  const credits = personCredits(catalogue, person.id);
  const titles: DemoTitle[] =
    person.knownForDepartment === "Acting"
      ? [...credits.movieCast, ...credits.tvCast]
      : [...credits.movieCrew.map((entry) => entry.movie), ...credits.tvCrew.map((entry) => entry.series)];
  return [...new Set(titles)].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, 3);
}

/** A person as person/popular and search/person list them. */
export function personListItem(catalogue: DemoCatalogue, person: DemoPerson, withMediaType = false): Json {
  const item: Json = {
    adult: false,
    gender: person.gender,
    id: person.id,
    known_for_department: person.knownForDepartment,
    name: person.name,
    original_name: person.name,
    popularity: person.popularity,
    profile_path: person.profilePath,
    known_for: knownForTitles(catalogue, person).map((title) => titleListItem(title, true)),
  };
  if (withMediaType) item.media_type = "person";
  return item;
}

function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const ROLE_NAMES = {
  Acting: "actor",
  Directing: "director",
  Writing: "screenwriter",
  Production: "producer",
};

function biography(catalogue: DemoCatalogue, person: DemoPerson): string {
  const named = knownForTitles(catalogue, person).map((title) =>
    title.kind === "movie" ? `${title.title} (${title.releaseDate.slice(0, 4)})` : title.name,
  );
  if (person.curated) {
    // Nothing is invented about real people: the text says plainly that the credits are generated.
    return `${person.name} is one of the well-known actors included in the demo catalogue. The credits listed here, such as ${listOf(named)}, are generated and fictional.`;
  }
  // Plenty of real TMDB people have no biography; keep some empty so the app handles "".
  if (person.id % 7 === 3 || named.length === 0) return "";
  const role = ROLE_NAMES[person.knownForDepartment];
  const pronoun = person.gender === 1 ? "she" : person.gender === 2 ? "he" : "they";
  const career = `began working in ${role === "actor" ? "theatre" : "television"} before moving to film`;
  const origin = person.placeOfBirth
    ? `Born in ${person.placeOfBirth}, ${pronoun} ${career}.`
    : `${pronoun.charAt(0).toUpperCase()}${pronoun.slice(1)} ${career}.`;
  const article = /^[aeiou]/.test(role) ? "an" : "a";
  return `${person.name} is ${article} ${role} known for ${listOf(named)}. ${origin}`;
}

export function personDetails(catalogue: DemoCatalogue, person: DemoPerson): Json {
  return {
    adult: false,
    also_known_as: [],
    biography: biography(catalogue, person),
    birthday: person.birthday,
    deathday: person.deathday,
    gender: person.gender,
    homepage: null,
    id: person.id,
    imdb_id: null,
    known_for_department: person.knownForDepartment,
    name: person.name,
    place_of_birth: person.placeOfBirth,
    popularity: person.popularity,
    profile_path: person.profilePath,
  };
}

/** Newest first, undated last: the order TMDB's own site lists filmographies in. */
function byDateDesc(a: Json, b: Json): number {
  const date = (item: Json) => String(item.release_date ?? item.first_air_date ?? "");
  return date(b).localeCompare(date(a));
}

function regularEpisodes(series: DemoSeries): number {
  return series.seasons.reduce((sum, season) => sum + (season.seasonNumber > 0 ? season.episodeCount : 0), 0);
}

type Credits = { cast: Json[]; crew: Json[] };

/**
 * movie_credits or tv_credits: the person's roles and jobs on titles of one kind, each title as lists show it.
 * A series credit also counts its episodes; a movie role gives its place in the cast instead.
 */
function creditsOf(
  catalogue: DemoCatalogue,
  person: DemoPerson,
  kind: DemoTitle["kind"],
  withMediaType: boolean,
): Credits {
  const credits = personCredits(catalogue, person.id);
  const roles: readonly DemoTitle[] = kind === "movie" ? credits.movieCast : credits.tvCast;
  const jobs: ReadonlyArray<{ title: DemoTitle; credit: CrewCredit }> =
    kind === "movie"
      ? credits.movieCrew.map(({ movie, credit }) => ({ title: movie, credit }))
      : credits.tvCrew.map(({ series, credit }) => ({ title: series, credit }));
  const cast = roles.map((title) => {
    const order = title.castIds.indexOf(person.id);
    return {
      ...titleListItem(title, withMediaType),
      character: characterFor(title, person.id, order),
      credit_id: creditId(title.id, person.id),
      ...(title.kind === "movie" ? { order } : { episode_count: episodeCountFor(title, person.id, order) }),
    };
  });
  const crew = jobs.map(({ title, credit }) => ({
    ...titleListItem(title, withMediaType),
    credit_id: creditId(title.id, person.id, credit.job),
    department: credit.department,
    ...(title.kind === "movie" ? {} : { episode_count: regularEpisodes(title) }),
    job: credit.job,
  }));
  return { cast: cast.sort(byDateDesc), crew: crew.sort(byDateDesc) };
}

export function movieCredits(catalogue: DemoCatalogue, person: DemoPerson, withMediaType = false): Credits {
  return creditsOf(catalogue, person, "movie", withMediaType);
}

export function tvCredits(catalogue: DemoCatalogue, person: DemoPerson, withMediaType = false): Credits {
  return creditsOf(catalogue, person, "tv", withMediaType);
}

export function combinedCredits(catalogue: DemoCatalogue, person: DemoPerson): Credits {
  const movies = movieCredits(catalogue, person, true);
  const series = tvCredits(catalogue, person, true);
  return {
    cast: [...movies.cast, ...series.cast].sort(byDateDesc),
    crew: [...movies.crew, ...series.crew].sort(byDateDesc),
  };
}

export function personImages(person: DemoPerson): Json {
  const profile = {
    aspect_ratio: 0.667,
    height: 278,
    iso_639_1: null,
    file_path: person.profilePath,
    vote_average: 0,
    vote_count: 0,
    width: 185,
  };
  return { profiles: person.profilePath ? [profile] : [] };
}
