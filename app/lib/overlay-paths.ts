// The title overlay's URLs. Kept apart from the overlay's other helpers (title-details.ts) because the home
// route needs these two on first load and the rest belongs in the overlay's own chunk. Paths in any language.

import { pathWithoutLanguage } from "~/i18n/languages";

const OVERLAY_PATH = /^\/(movie|series)\/[^/]+\/?$/;

/** /movie/{id} and /series/{id}: the overlay's own URLs, over the home page. */
export function isTitleOverlayPath(pathname: string): boolean {
  return OVERLAY_PATH.test(pathWithoutLanguage(pathname));
}

/** Home and its overlays share one page: moving between them keeps the home rows as they are. */
export function isHomeOrOverlayPath(pathname: string): boolean {
  return pathWithoutLanguage(pathname) === "/" || isTitleOverlayPath(pathname);
}
