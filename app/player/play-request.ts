import { MAX_EPISODE, MAX_SEASON } from "~/lib/episode-numbers";
import type { PlayRequest } from "./sources";
import { parseTitleId, wholeNumber } from "./watch-rules";

/** GET /api/embed/{type}/{id}?s=&e=: a play request, or the reason the parameters are refused (a 400). */
export function parsePlayRequest(
  type: string | undefined,
  rawId: string | undefined,
  query: URLSearchParams,
): { request: PlayRequest } | { error: string } {
  const id = parseTitleId(rawId);
  if ((type !== "movie" && type !== "series") || id === null) {
    return { error: "type must be movie or series and id a positive whole number" };
  }
  if (type === "movie") return { request: { kind: "movie", id } };
  const season = wholeNumber(query.get("s"), 0, MAX_SEASON);
  const episode = wholeNumber(query.get("e"), 1, MAX_EPISODE);
  if (season === null || episode === null) {
    return { error: `series need s (0 to ${MAX_SEASON}) and e (1 to ${MAX_EPISODE})` };
  }
  return { request: { kind: "series", id, season, episode } };
}
