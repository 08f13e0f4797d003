import { pathWithoutLanguage } from "~/i18n/languages";

// The actor pages' URLs and route parameters (spec §2). Anything a visitor can type into the address bar ends
// up here, so nothing in this file throws.

/** TMDB person ids are positive integers well below 10 digits; longer input is not an id. */
const ID_PATTERN = /^\d{1,10}$/;

/** The person id of /movies-by-actor/{id} and /shows-by-actor/{id}, or null for anything but a positive number. */
export function parseActorId(raw: string | undefined): number | null {
  if (raw === undefined || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const ACTORS_PATH = "/actors";
export const POPULAR_ACTORS_PATH = "/popular-actors";

/** A page of /actors; links always carry p, as the explore pages' do. */
export function actorsHref(page: number): string {
  return `${ACTORS_PATH}?p=${page}`;
}

/** An actor's movies; page 1 unless another is asked for. */
export function moviesByActorHref(id: number, page?: number): string {
  return page === undefined ? `/movies-by-actor/${id}` : `/movies-by-actor/${id}?p=${page}`;
}

export function showsByActorHref(id: number): string {
  return `/shows-by-actor/${id}`;
}

/** Whether a pathname is one of the four actor pages, e.g. to show their loading indicator. */
export function isActorPagePath(pathname: string): boolean {
  return /^\/(actors|popular-actors|movies-by-actor\/[^/]+|shows-by-actor\/[^/]+)\/?$/.test(
    pathWithoutLanguage(pathname),
  );
}
