import { imageUrl, srcSet } from "~/catalogue/images";
import { usePublicConfig } from "~/lib/public-config";

/**
 * The attributes a catalogue picture's <img> takes from the picture (a card's poster, an actor's photo, an
 * episode's still, a backdrop): its src, at the size TMDB names by the picture's intrinsic width ("w342" for
 * 342), and its srcset of `widths`, both at the site's image base; `sizes`, how wide the layout shows it; and its
 * box, which reserves its space before it arrives. Null when there is no such picture. Each <img> adds its text
 * and when it loads. A hook rather than an image component: home's first-load JS, which has two of these, stays
 * smaller.
 */
export function useCatalogueImage(
  path: string | null | undefined,
  widths: readonly string[],
  sizes: string,
  width: number,
  height: number,
) {
  const { imageBaseUrl } = usePublicConfig();
  const src = imageUrl(imageBaseUrl, path, `w${width}`);
  return src && { src, srcSet: srcSet(imageBaseUrl, path, widths) ?? undefined, sizes, width, height };
}
