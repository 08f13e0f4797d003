import type { I18n } from "~/i18n/runtime";

// What the site's error page says for each status (the root error boundary). The catalogue's own failures
// get their own words, so a visitor can tell "this page does not exist" from "come back in a moment". The words
// are the message catalogues' "error.<case>.heading" and "error.<case>.message", in the page's language.

export interface ErrorCopy {
  /** The page heading, also the tab title. */
  heading: string;
  message: string;
  /** Whether asking again may help: offers "Try again" (a link to the same URL). */
  retry: boolean;
}

/** Which of the catalogues' error messages a status gets, and whether asking again may help. */
export function errorCase(status: number | null): { key: string; retry: boolean } {
  if (status === 404) return { key: "error.notFound", retry: false };
  // A takedown (BLOCKED_TITLES_FILE): said plainly, with nothing to retry.
  if (status === 451) return { key: "error.blocked", retry: false };
  if (status === 429) return { key: "error.busy", retry: true };
  if (status === 502 || status === 503 || status === 504) return { key: "error.unavailable", retry: true };
  return { key: "error.unexpected", retry: true };
}

/** The error page's words for a status, in the language of `i18n` (useLingui() or i18nFromMatches()). */
export function errorCopy(status: number | null, i18n: I18n): ErrorCopy {
  const { key, retry } = errorCase(status);
  return { heading: i18n._(`${key}.heading`), message: i18n._(`${key}.message`), retry };
}
