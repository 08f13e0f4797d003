import { BACKDROP_SIZES } from "~/catalogue/images";
import type { TitleSummary } from "~/catalogue/types";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { InfoIcon, PlayIcon } from "./icons";
import { useCatalogueImage } from "./use-catalogue-image";

/** What the hero shows of a title: the loader sends only this to the browser. */
export type HeroTitle = Pick<TitleSummary, "id" | "kind" | "title" | "backdropPath">;

interface HeroProps {
  title: HeroTitle;
  /**
   * Whether the backdrop is the page's first picture and loads first (the default). Under a title overlay
   * opened from a shared link, the overlay's own picture is, and this one waits its turn.
   */
  imagePriority?: boolean;
  /** The overview as the page wants it shown (already shortened). */
  overview: string;
  playTo: string;
  moreInfoTo: string;
  notice?: React.ReactNode;
}

/** The full-bleed banner at the top of home and series pages. Its image is the page's largest paint. */
export function Hero({ title, overview, playTo, moreInfoTo, notice, imagePriority = true }: HeroProps) {
  const { i18n } = useLingui();
  const image = useCatalogueImage(title.backdropPath, BACKDROP_SIZES, "100vw", 1280, 720);
  return (
    <section className="hero" aria-labelledby="hero-title">
      {image ? (
        <img className="hero-image" {...image} alt="" fetchPriority={imagePriority ? "high" : "low"} />
      ) : null}
      <div className="hero-content">
        <h1 id="hero-title" className="hero-title">
          {title.title}
        </h1>
        <p className="hero-overview">{overview}</p>
        <div className="hero-actions">
          <Link className="button button-primary" to={playTo}>
            <PlayIcon /> {i18n._("hero.play")}
          </Link>
          <Link className="button button-secondary" to={moreInfoTo}>
            {/* The hidden words make the link's name say which title, for screen readers and search engines. Two
                messages rather than one with markup: Lingui's Trans would bring its rich-text code into every
                page's framework chunk (about 0.6 kB gzip). */}
            <InfoIcon /> {i18n._("hero.moreInfo")}
            <span className="visually-hidden"> {i18n._("hero.moreInfoAbout", { title: title.title })}</span>
          </Link>
        </div>
        {notice ? <p className="hero-notice">{notice}</p> : null}
      </div>
    </section>
  );
}
