import { watchPath } from "~/lib/paths";
import type { RoomTitle } from "~/together/room-state";

// Where the room is, and where this page is, in the room's terms; free of React so that it is tested alone.

/** What the watch page is playing, as the room needs it (watch.tsx). */
export interface WatchPlace {
  kind: "movie" | "series";
  id: number;
  season: number | null;
  episode: number | null;
  /** "Dark S2 E7": for the invite's share text. */
  heading: string;
  /** The second the player started at (the visitor's saved place), until it reports. */
  startAt: number | null;
}

/**
 * The room's title for this page. Its path is the watch page's own, without a language: each member follows it
 * in their own language (the invite link keeps the sharer's).
 */
export function roomTitleOf(place: WatchPlace): RoomTitle {
  const { kind, id, season, episode } = place;
  const episodic = kind === "series" && season !== null && episode !== null;
  return {
    kind,
    id,
    season: episodic ? season : null,
    episode: episodic ? episode : null,
    path: watchPath({ kind, id }, episodic ? { season, episode } : null),
  };
}

/**
 * The episode of this series a navigation is heading to (the Next link, or what plays when an episode ends), from
 * the address it is loading, in any language; null for anywhere else. Read as the navigation starts, so that the
 * room is told before this page has loaded it.
 */
export function episodeAhead(
  place: WatchPlace,
  to: { pathname: string; search: string },
): { season: number; episode: number } | null {
  if (place.kind !== "series" || !to.pathname.endsWith(`/watch/${place.id}`)) return null;
  const params = new URLSearchParams(to.search);
  const season = Number(params.get("s"));
  const episode = Number(params.get("e"));
  if (!Number.isSafeInteger(season) || season < 0 || !Number.isSafeInteger(episode) || episode < 1)
    return null;
  if (!params.has("s") || (season === place.season && episode === place.episode)) return null;
  return { season, episode };
}

/** The same film, or the same episode of the same series. */
export function sameTitle(a: RoomTitle | null, b: RoomTitle | null): boolean {
  if (!a || !b) return false;
  return a.kind === b.kind && a.id === b.id && a.season === b.season && a.episode === b.episode;
}

/**
 * The path to follow the room to: rebuilt from the title's numbers, never the path a member sent, so that a
 * room can only ever lead to a watch page of this site. Null for a title that could not be a real one.
 */
export function pathToFollow(title: RoomTitle): string | null {
  const whole = (value: unknown, min: number) => Number.isSafeInteger(value) && (value as number) >= min;
  if (!whole(title.id, 1)) return null;
  if (title.kind === "movie") return watchPath({ kind: "movie", id: title.id });
  if (title.kind !== "series" || !whole(title.season, 0) || !whole(title.episode, 1)) return null;
  return watchPath(
    { kind: "series", id: title.id },
    { season: title.season as number, episode: title.episode as number },
  );
}

/** 75 -> "1:15", 3725 -> "1:02:05"; a position that is not a number reads as 0:00. */
export function clockTime(totalSeconds: number): string {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const seconds = whole % 60;
  const minutes = Math.floor(whole / 60) % 60;
  const hours = Math.floor(whole / 3600);
  const mm = hours > 0 ? String(minutes).padStart(2, "0") : String(minutes);
  return `${hours > 0 ? `${hours}:` : ""}${mm}:${String(seconds).padStart(2, "0")}`;
}

/** Where this page's player is now, by its latest report (a film plays on between reports). */
export function playerNow(
  latest: { event: { event: string; position: number }; at: number } | null,
  startAt: number | null,
  now: number,
): { position: number; playing: boolean } {
  // Before any report, a player that plays by itself (the demo player does) is playing from where it started.
  if (!latest) return { position: startAt ?? 0, playing: true };
  const playing = latest.event.event === "time";
  const position = latest.event.position + (playing ? Math.max(0, now - latest.at) / 1000 : 0);
  return { position, playing };
}
