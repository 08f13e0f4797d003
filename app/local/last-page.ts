import { useEffect } from "react";
import { useLocation } from "react-router";
import { pathWithoutLanguage } from "~/i18n/languages";
import { readRaw, writeRaw } from "./browser-storage";

// Session value 'lastPage' (spec §3): the explore page (path and query) the visitor is on, kept while they are
// on explore-movies, explore-series or Discover and cleared elsewhere. The title overlay reads it to decide
// whether its close button can go back to the explore page (spec §2). Discover is explore with every
// filter at once: a title opened from it, or drawn by Surprise me, closes back to the filters the visitor set.

export const LAST_PAGE_KEY = "lastPage";

const EXPLORE_PATHS = new Set(["/explore-movies", "/explore-series", "/discover"]);

/**
 * The title overlay (/movie/{id}, /series/{id}) opened from an explore page must still see the value, so
 * it neither sets nor clears it.
 */
const OVERLAY_PATH = /^\/(movie|series)\/[^/]+\/?$/;

export function isExplorePath(pathname: string): boolean {
  return EXPLORE_PATHS.has(pathWithoutLanguage(pathname).replace(/\/+$/, "") || "/");
}

/** The remembered explore page, or null. Only a path of our own explore pages is trusted. */
export function readLastPage(): string | null {
  const value = readRaw("session", LAST_PAGE_KEY);
  // "//host/..." would be another site; the path must be one of ours.
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? "";
  return isExplorePath(pathname) ? value : null;
}

/** Mounted by the explore routes: remembers the current explore page on every change of page or g. */
export function useRememberLastPage(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isExplorePath(pathname)) writeRaw("session", LAST_PAGE_KEY, `${pathname}${search}`);
  }, [pathname, search]);
}

/** Mounted once in the root layout: forgets the explore page when the visitor goes anywhere else. */
export function ClearLastPage(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isExplorePath(pathname) || OVERLAY_PATH.test(pathWithoutLanguage(pathname))) return;
    if (readRaw("session", LAST_PAGE_KEY) !== null) writeRaw("session", LAST_PAGE_KEY, null);
  }, [pathname]);
  return null;
}
