import { kindOfMediaType, mapPage, mapTitleSummary, text, textOrNull, titleOf } from "./tmdb-mappers.server";
import type { RawMediaItem, RawPerson, RawPersonPage, RawTvCredits } from "./tmdb-schemas.server";
import type { KnownForTitle, Page, Person, PersonSummary, TitleSummary } from "./types";

// People (parsed by tmdb-schemas.server.ts) -> the app's domain types: person/popular, a person's details and
// their series. Pure functions, no I/O; what one person is known for is worked out in known-for.server.ts.

/** known_for items carry media_type; when it is missing, a `name` without `title` means a series. */
export function mapKnownFor(raw: RawMediaItem): KnownForTitle | null {
  const kind =
    raw.media_type === undefined
      ? textOrNull(raw.title) === null && textOrNull(raw.name) !== null
        ? "series"
        : "movie"
      : kindOfMediaType(raw.media_type);
  if (!kind) return null;
  return { id: raw.id, kind, title: titleOf(raw, kind) };
}

export function mapPersonSummary(raw: RawPersonPage["results"][number]): PersonSummary {
  return {
    id: raw.id,
    name: raw.name.trim(),
    profilePath: textOrNull(raw.profile_path),
    knownFor: (raw.known_for ?? []).flatMap((item) => {
      const mapped = mapKnownFor(item);
      return mapped ? [mapped] : [];
    }),
  };
}

export function mapPersonPage(raw: RawPersonPage): Page<PersonSummary> {
  return mapPage(raw, mapPersonSummary);
}

export function mapPerson(raw: RawPerson): Person {
  return {
    id: raw.id,
    name: raw.name.trim(),
    biography: text(raw.biography),
    profilePath: textOrNull(raw.profile_path),
    knownForDepartment: textOrNull(raw.known_for_department),
    birthday: textOrNull(raw.birthday),
    placeOfBirth: textOrNull(raw.place_of_birth),
  };
}

/** person/{id}/tv_credits cast as series; a person credited twice on one show appears once. */
export function mapPersonSeries(raw: RawTvCredits): TitleSummary[] {
  const seen = new Set<number>();
  const series: TitleSummary[] = [];
  for (const item of raw.cast) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    series.push(mapTitleSummary(item, "series"));
  }
  return series;
}
