// @ts-check
// Which pages a bench run measures: --pages narrows the list, --language moves each page to another interface
// language.
import { fail } from "./fail.mjs";

/**
 * @param {import("../lib/pages.mjs").BenchPage[]} pages
 * @param {string | undefined} filter
 */
export function selectPages(pages, filter) {
  if (!filter) return pages;
  const wanted = filter
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const selected = pages.filter((page) =>
    wanted.some(
      (entry) => entry === page.name || entry === page.path || (entry !== "/" && page.path.startsWith(entry)),
    ),
  );
  if (selected.length === 0)
    fail(`--pages matched none of: ${pages.map((page) => `${page.name} (${page.path})`).join(", ")}`);
  return selected;
}

/**
 * A page's path in the --language chosen (app/i18n/languages.ts spells them the same way): "/movie/1" ->
 * "/ar/movie/1", "/" -> "/ar".
 * @param {string} pagePath
 * @param {string} languageSegment
 */
export function inLanguage(pagePath, languageSegment) {
  if (!languageSegment) return pagePath;
  return pagePath === "/" ? `/${languageSegment}` : `/${languageSegment}${pagePath}`;
}
