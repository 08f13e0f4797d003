import { BACKDROP_SIZES } from "~/catalogue/images";
import type { OverlayTrailer } from "~/catalogue/title-overlay.server";
import { useLingui } from "~/i18n/i18n";
import { useCatalogueImage } from "../use-catalogue-image";

interface TitleBackdropProps {
  backdropPath: string | null;
  /** When set, the trailer plays in the backdrop's place. */
  trailer: OverlayTrailer | null;
  titleName: string;
}

/**
 * The overlay's 16:9 picture, its space reserved before the image arrives (DESIGN.md). The trailer, once asked
 * for, plays in the same box from YouTube's privacy-enhanced host, sandboxed like the site's player: no pop-ups,
 * no navigating the site away.
 */
export function TitleBackdrop({ backdropPath, trailer, titleName }: TitleBackdropProps) {
  const { i18n } = useLingui();
  const image = useCatalogueImage(backdropPath, BACKDROP_SIZES, "(max-width: 960px) 100vw, 920px", 1280, 720);
  return (
    <div className="title-overlay-backdrop">
      {trailer ? (
        <iframe
          className="title-overlay-trailer"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(trailer.key)}?autoplay=1&rel=0`}
          title={i18n._(trailer.type === "Teaser" ? "title.teaserFrame" : "title.trailerFrame", {
            title: titleName,
          })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          sandbox="allow-scripts allow-same-origin allow-presentation"
          // YouTube refuses embeds that send no referrer; the origin alone is enough.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : image ? (
        // The overlay's largest picture, and the first thing a visitor looks at when it opens.
        <img {...image} alt="" fetchPriority="high" />
      ) : null}
    </div>
  );
}
