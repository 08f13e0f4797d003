// @ts-check
// The page runs of the demo and stub parts: home, a title page with a new id each request, explore and the
// JSON API.
import { rotating } from "./autocannon-run.mjs";

/** @param {string} catalogue @returns {import("./autocannon-run.mjs").Scenario[]} */
export function scenarios(catalogue) {
  // Demo movie ids run 100001-102000; the stub answers any id with its recorded movie.
  /** @type {(n: number) => number} */
  const titleId = catalogue === "demo" ? (n) => 100001 + (n % 2000) : (n) => 10_000 + n;
  return [
    { page: "home /", path: () => "/" },
    { page: "title /movie/{id}, a new id each request", path: rotating((n) => `/movie/${titleId(n)}`) },
    { page: "explore /explore-movies?p=1&g=popular", path: () => "/explore-movies?p=1&g=popular" },
    {
      page: "JSON /api/genre/movie/28?p=1..20",
      path: rotating((n) => `/api/genre/movie/28?p=${(n % 20) + 1}`),
    },
  ];
}
