// Image URLs, TMDB-style: {base}/{size}{path}, e.g. https://image.tmdb.org/t/p/w342/abc.jpg.
// Browser-safe: the base comes from publicConfig().imageBaseUrl (TMDB's host, or the app's demo artwork path).

/**
 * Sizes the app asks for (spec §7): w342 posters, original or w1280 backdrops, w300 stills, w200 profiles. An
 * <img> with a srcset asks for the size of its box (app/components/use-catalogue-image.ts).
 */
export const POSTER_SIZE = "w342";
export const BACKDROP_SIZE = "w1280";
export const BACKDROP_ORIGINAL_SIZE = "original";
export const LOGO_SIZE = "w92";

/** Width candidates for srcset; all are sizes TMDB serves. */
export const POSTER_SIZES = ["w185", "w342", "w500"] as const;
export const BACKDROP_SIZES = ["w780", "w1280"] as const;
export const STILL_SIZES = ["w185", "w300"] as const;
export const PROFILE_SIZES = ["w185", "w300"] as const;

/** The URL of one image at one size, or null when there is no image. */
export function imageUrl(base: string, path: string | null | undefined, size: string): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  const file = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  return `${base.replace(/\/+$/, "")}/${size}${file}`;
}

/**
 * A srcset such as "…/w342/a.jpg 342w, …/w500/a.jpg 500w". Sizes without a width ("original", "h632") are
 * left out because srcset needs one. Null when there is no image or no usable size.
 */
export function srcSet(
  base: string,
  path: string | null | undefined,
  sizes: readonly string[],
): string | null {
  const candidates = sizes.flatMap((size) => {
    const width = /^w(\d+)$/.exec(size)?.[1];
    const url = width ? imageUrl(base, path, size) : null;
    return url ? [`${url} ${width}w`] : [];
  });
  return candidates.length > 0 ? candidates.join(", ") : null;
}
