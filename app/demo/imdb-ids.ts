// The demo's IMDb ids: derived from the TMDB id, apart from the shapes so that details and find share
// them without importing each other.

import type { DemoCatalogue, DemoTitle } from "./demo-types";

const OFFSET = 5_000_000;

export function imdbIdOf(title: Pick<DemoTitle, "id">): string {
  return `tt${String(OFFSET + title.id).padStart(7, "0")}`;
}

export function titleByImdbId(catalogue: DemoCatalogue, imdbId: string): DemoTitle | undefined {
  const match = /^tt(\d{7,10})$/.exec(imdbId);
  if (!match) return undefined;
  const id = Number(match[1]) - OFFSET;
  const title = catalogue.movieById.get(id) ?? catalogue.seriesById.get(id);
  return title && imdbIdOf(title) === imdbId ? title : undefined;
}
