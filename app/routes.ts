import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One line per URL of the spec (§2). Anything else answers the catch-all 404.
export default [
  index("routes/home.tsx"),
  route("series", "routes/series.tsx"),
  route("search", "routes/search.tsx"),
  route("explore-movies", "routes/explore-movies.tsx"),
  route("explore-series", "routes/explore-series.tsx"),
  route("genre/:type/:id", "routes/genre.tsx"),

  // Product-owned JSON API (spec §7).
  route("api/genre/:type/:id", "routes/api.genre.ts"),

  // The demo catalogue's generated artwork, TMDB-style: /{size}/{file}.
  route("demo-images/:size/:file", "routes/demo-image.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
