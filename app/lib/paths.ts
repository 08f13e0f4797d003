import type { TitleKind } from "~/catalogue/types";
import type { Progress } from "~/local/progress";

// The site's URLs for a title, in one place (spec §2).

export function detailsPath(title: { id: number; kind: TitleKind }): string {
  return `/${title.kind}/${title.id}`;
}

/** Movies play at /watch/{id}; series at the saved episode, or the first one. */
export function watchPath(title: { id: number; kind: TitleKind }, progress?: Progress | null): string {
  if (title.kind === "movie") return `/watch/${title.id}`;
  const { season, episode } = progress ?? { season: 1, episode: 1 };
  return `/watch/${title.id}?s=${season}&e=${episode}`;
}
