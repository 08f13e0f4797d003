import { useCallback } from "react";
import {
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useNavigate,
} from "react-router";
import { useLanguage } from "./i18n";
import { type Language, pathInLanguage } from "./languages";

// The site's links, in the page's language: components write English paths ("/movie/550", app/lib/paths.ts)
// and these put the language's segment in front ("/es/movie/550"). English paths pass through unchanged.

function localizeTo(to: To, language: Language): To {
  if (typeof to === "string") return pathInLanguage(to, language);
  return to.pathname ? { ...to, pathname: pathInLanguage(to.pathname, language) } : to;
}

export function Link({ to, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const language = useLanguage();
  return <RouterLink to={localizeTo(to, language)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps & React.RefAttributes<HTMLAnchorElement>) {
  const language = useLanguage();
  return <RouterNavLink to={localizeTo(to, language)} {...props} />;
}

/**
 * useNavigate, with paths in the page's language; numbers (history steps) pass through. The function is the
 * same from one render to the next, as useNavigate's is: callers keep it in memos and effects (the search box's
 * debounced search would otherwise be cancelled by every key typed).
 */
export function useLocalizedNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(
    ((to: To | number, options?: object) =>
      typeof to === "number"
        ? navigate(to)
        : navigate(localizeTo(to, language), options)) as NavigateFunction,
    [navigate, language],
  );
}
