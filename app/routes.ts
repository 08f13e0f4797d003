import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";
import { PREFIXED_LANGUAGES } from "./i18n/languages";

// One line per URL of the spec (§2). Anything else answers the catch-all 404.
const pages: RouteConfigEntry[] = [
  // Home, with the title detail overlay opening over it at /movie/{id} and /series/{id}.
  layout("routes/home.tsx", [
    index("routes/home-index.tsx"),
    route("movie/:id", "routes/title-details.tsx", { id: "movie-details" }),
    route("series/:id", "routes/title-details.tsx", { id: "series-details" }),
  ]),
  route("series", "routes/series.tsx"),
  route("search", "routes/search.tsx"),
  route("explore-movies", "routes/explore.tsx", { id: "explore-movies" }),
  route("explore-series", "routes/explore.tsx", { id: "explore-series" }),
  route("genre/:type/:id", "routes/genre.tsx"),
  route("discover", "routes/discover.tsx"),
  route("list", "routes/list.tsx"),
  route("calendar", "routes/calendar.tsx"),
  route("watch/:id", "routes/watch.tsx"),
  route("actors", "routes/actors.tsx"),
  route("popular-actors", "routes/popular-actors.tsx"),
  route("movies-by-actor/:id", "routes/actor-credits.tsx", { id: "movies-by-actor" }),
  route("shows-by-actor/:id", "routes/actor-credits.tsx", { id: "shows-by-actor" }),
];

/**
 * The same pages again under each other language's segment (/es/movie/550), from the same modules
 * (app/i18n/languages.ts). Each copy's route id carries the segment: ids must be unique, and a file's default id
 * is its path. Unknown paths under a language get that language's 404.
 */
function pagesIn(segment: string): RouteConfigEntry[] {
  const withIds = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
    entries.map((entry) => ({
      ...entry,
      id: `${entry.id ?? entry.file.replace(/\.tsx?$/, "")}.${segment}`,
      children: entry.children ? withIds(entry.children) : undefined,
    }));
  return prefix(segment, [
    ...withIds(pages),
    route("*", "routes/not-found.tsx", { id: `routes/not-found.${segment}` }),
  ]);
}

export default [
  ...pages,
  ...PREFIXED_LANGUAGES.flatMap((language) => pagesIn(language.segment)),

  // Surprise me: redirects to a random title's overlay. One route for every language (the optional
  // segment), not a copy per language: each route costs every page's manifest.
  route(":lang?/discover/surprise", "routes/discover-surprise.ts"),
  // The next pages' titles for Discover's "Hide watched", as JSON; one route for every language too.
  route(":lang?/discover/titles", "routes/discover-titles.ts"),

  // Product-owned JSON API (spec §7).
  route("api/genre/:type/:id", "routes/api.genre.ts"),
  route("api/embed/:type/:id", "routes/api.embed.ts"),
  // The titles rows of an imported watchlist or diary mean.
  route("api/match", "routes/api.match.ts"),
  // For you: one title's recommendations, one series' episodes around today; in the page's language
  // under its segment (one route for all languages, as Surprise me).
  route(":lang?/api/recommendations/:type/:id", "routes/api.recommendations.ts"),
  route(":lang?/api/series-schedule/:id", "routes/api.series-schedule.ts"),
  // The calendar's iCalendar feed, to download or subscribe to; only series ids in its URL.
  route(":lang?/calendar.ics", "routes/calendar-feed.ts"),
  // The age certifications a kids' profile's limit is chosen from, for the profile form.
  route("api/certifications", "routes/api.certifications.ts"),
  // Readiness for load balancers: whether the catalogue answers (liveness, /healthz, is the server's own).
  route("readyz", "routes/readyz.ts"),

  // The player shown on the demo catalogue when no player provider is configured.
  route("demo-player/:type/:id", "routes/demo-player.tsx"),
  // The demo catalogue's generated artwork, TMDB-style: /{size}/{file}.
  route("demo-images/:size/:file", "routes/demo-image.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
