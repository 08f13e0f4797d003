// The title overlay's URLs, in any language. Apart from the overlay's other helpers (title-details.ts), which the
// root and home need none of: 819 B gzip less on home's first load (829 B on explore, 102 B on title pages).

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
