import { imageUrl, srcSet } from "~/catalogue/images";
import { usePublicConfig } from "~/lib/public-config";

/**
 * A catalogue picture's src (at `size`) and srcset (of `sizes`) at the site's image base, spread into the <img>
 * of a card, an episode, the hero or the overlay's backdrop; null when the title has no such picture. A hook
 * rather than an image component: each <img> keeps its own attributes, and home's first-load JS (which has two
 * of them) stays smaller.
 */
export function useCatalogueImage(path: string | null | undefined, size: string, sizes: readonly string[]) {
  const { imageBaseUrl } = usePublicConfig();
  const src = imageUrl(imageBaseUrl, path, size);
  return src && { src, srcSet: srcSet(imageBaseUrl, path, sizes) ?? undefined };
}
