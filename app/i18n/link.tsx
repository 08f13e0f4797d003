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
import { KIDS_PARAM, kidsParamOf, withKidsParam } from "~/lib/kids-limit";
import { useLanguage } from "./i18n";
import { type Language, pathInLanguage } from "./languages";

// The site's links, in the page's language: components write English paths ("/movie/550", app/lib/paths.ts)
// and these put the language's segment in front ("/es/movie/550"). English paths pass through unchanged.
// On a kids' page (?kids=US-PG, app/lib/kids-limit.ts) they also keep its limit, so that no link of the site
// leads a child off it; a page without one leaves links as written.

/** A query string ("?p=2", "" or undefined) with the page's kids= value in it. */
function searchWithKids(search: string | undefined, kids: string): string {
  return withKidsParam(`/${search ?? ""}`, kids).slice(1);
}

function localizeTo(to: To, language: Language, kids: string | null): To {
  if (typeof to === "string") {
    const path = pathInLanguage(to, language);
    if (kids === null) return path;
    return path[0] === "?" ? searchWithKids(path, kids) : withKidsParam(path, kids);
  }
  const localized = to.pathname ? { ...to, pathname: pathInLanguage(to.pathname, language) } : to;
  return kids === null ? localized : { ...localized, search: searchWithKids(localized.search, kids) };
}

/**
 * The page's kids= value as its URL carries it, or null on every other page. Read as written: the server
 * answered 404 to any value that names no limit, so a page that renders has a good one.
 */
export function usePageKids(): string | null {
  return kidsParamOf(useLocation().search);
}

export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const language = useLanguage();
  return <RouterLink to={localizeTo(to, language, usePageKids())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const language = useLanguage();
  return <RouterNavLink to={localizeTo(to, language, usePageKids())} {...props} />;
}

/**
 * useNavigate, with paths in the page's language; numbers (history steps) pass through. The function is the
 * same from one render to the next, as useNavigate's is: callers keep it in memos and effects (the search box's
 * debounced search would otherwise be cancelled by every key typed).
 */
export function useLocalizedNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const language = useLanguage();
  const kids = usePageKids();
  return useCallback(
    ((to: To | number, options?: object) =>
      typeof to === "number"
        ? navigate(to)
        : navigate(localizeTo(to, language, kids), options)) as NavigateFunction,
    [navigate, language, kids],
  );
}

/**
 * A GET form's hidden field for the page's kids' limit, so that the page the form asks for (search, Discover,
 * a page number, a season) keeps it, with scripts or without. Nothing on other pages.
 */
export function KidsHiddenField() {
  const kids = usePageKids();
  return kids === null ? null : <input type="hidden" name={KIDS_PARAM} value={kids} />;
}
