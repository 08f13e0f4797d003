import { useCallback } from "react";
import {
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useLocation,
  useNavigate,
} from "react-router";
import { type KidsLimit, kidsLimitOfSearch, withKidsLimit } from "~/lib/kids-limit";
import { useLanguage } from "./i18n";
import { type Language, pathInLanguage } from "./languages";

// The site's links, in the page's language: components write English paths ("/movie/550", app/lib/paths.ts)
// and these put the language's segment in front ("/es/movie/550"). English paths pass through unchanged.
// On a kids' page (?kids=US-PG, app/lib/kids-limit.ts) they also keep its limit, so that no link of the site
// leads a child off it; a page without one leaves links as written.

/** A query string ("?p=2", "" or undefined) with the limit in it. */
function searchWithLimit(search: string | undefined, limit: KidsLimit): string {
  return withKidsLimit(`/${search ?? ""}`, limit).slice(1);
}

function localizeTo(to: To, language: Language, limit: KidsLimit | null): To {
  if (typeof to === "string") {
    const path = pathInLanguage(to, language);
    if (!limit) return path;
    return path.startsWith("?") ? searchWithLimit(path, limit) : withKidsLimit(path, limit);
  }
  const localized = to.pathname ? { ...to, pathname: pathInLanguage(to.pathname, language) } : to;
  return limit ? { ...localized, search: searchWithLimit(localized.search, limit) } : localized;
}

/** The page's kids' limit, as its URL carries it; null on every other page. */
export function usePageKidsLimit(): KidsLimit | null {
  return kidsLimitOfSearch(useLocation().search);
}

export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const language = useLanguage();
  return <RouterLink to={localizeTo(to, language, usePageKidsLimit())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const language = useLanguage();
  return <RouterNavLink to={localizeTo(to, language, usePageKidsLimit())} {...props} />;
}

/**
 * useNavigate, with paths in the page's language; numbers (history steps) pass through. The function is the
 * same from one render to the next, as useNavigate's is: callers keep it in memos and effects (the search box's
 * debounced search would otherwise be cancelled by every key typed).
 */
export function useLocalizedNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const language = useLanguage();
  const limit = usePageKidsLimit();
  const limitValue = limit && `${limit.region}-${limit.certification}`;
  // Kept the same across renders while the limit is: compared by its value, not by the object read each time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: limitValue stands for limit
  return useCallback(
    ((to: To | number, options?: object) =>
      typeof to === "number"
        ? navigate(to)
        : navigate(localizeTo(to, language, limit), options)) as NavigateFunction,
    [navigate, language, limitValue],
  );
}

/**
 * A GET form's hidden field for the page's kids' limit, so that the page the form asks for (search, Discover,
 * a page number, a season) keeps it, with scripts or without. Nothing on other pages.
 */
export function KidsLimitField() {
  const limit = usePageKidsLimit();
  return limit ? <input type="hidden" name="kids" value={`${limit.region}-${limit.certification}`} /> : null;
}
