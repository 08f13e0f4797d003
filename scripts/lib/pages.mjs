// @ts-check
// The pages the performance budget covers, with real ids read from the running site's home page, so
// the bench and the size guard measure the same pages whatever catalogue the build runs on.

/** @typedef {{ name: string, path: string }} BenchPage */

/**
 * The site's frame with nothing in it: a page that is not found has the top bar and its navigation, the footer,
 * and a heading, a sentence and a link for its body. Its time from the first paint to interactive is the part of
 * every page's that is React, React Router and the frame (their code arriving and running, hydration), whatever
 * the page shows; the bench reports it beside the pages, unbudgeted, so a figure can be read against the
 * machine's own floor that hour (the phone profile's figures move by half a second between hours here).
 * @type {BenchPage}
 */
export const FLOOR_PAGE = { name: "floor", path: "/bench-floor-a-page-that-is-not-here" };

/** A search that has results in the demo catalogue (its titles are generated from a fixed word list). */
export const SEARCH_QUERY = "night";

/**
 * @param {(path: string) => Promise<string>} fetchHtml returns a page's HTML
 * @returns {Promise<BenchPage[]>}
 */
export async function benchPages(fetchHtml) {
  const home = await fetchHtml("/");
  // The hero's More Info link is the first /movie/{id} in the page; the first /series/{id} is a card in the
  // trending series row.
  const movieId = /href="\/movie\/(\d+)"/.exec(home)?.[1];
  const seriesId = /href="\/series\/(\d+)"/.exec(home)?.[1];
  if (!movieId || !seriesId) throw new Error("Could not find a movie and a series on the home page.");
  return [
    { name: "home", path: "/" },
    { name: "movie", path: `/movie/${movieId}` },
    { name: "series", path: `/series/${seriesId}` },
    { name: "explore-movies", path: "/explore-movies" },
    { name: "search", path: `/search?q=${SEARCH_QUERY}` },
    { name: "popular-actors", path: "/popular-actors" },
    { name: "watch", path: `/watch/${movieId}` },
    { name: "discover", path: "/discover" },
    { name: "discover-filtered", path: "/discover?genres=16" },
  ];
}
