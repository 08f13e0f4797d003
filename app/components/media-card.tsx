import { useEffect, useRef, useState } from "react";
import { POSTER_SIZES } from "~/catalogue/images";
import type { TitleSummary } from "~/catalogue/types";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { detailsPath, watchPath } from "~/lib/paths";
import { useProgress } from "~/local/progress";
import { ChevronDownIcon, CloseIcon, PlayIcon } from "./icons";
import { useCatalogueImage } from "./use-catalogue-image";
import { WatchlistButton } from "./watchlist-button";

export interface MediaCardProps {
  title: Pick<TitleSummary, "id" | "kind" | "title" | "posterPath">;
  /**
   * When the poster loads: "eager" for the first screenful of a grid, where a poster is the largest paint (the
   * server's HTML preloads it); "soon" for the first cards of the row under a hero, loaded at once but at low
   * priority and not preloaded, so they never compete with the hero; "lazy" (the default) for everything further down.
   */
  poster?: "eager" | "soon" | "lazy";
  /** Shown under the poster, e.g. "Series" in search results. */
  label?: string;
  /** Where Play goes instead of the title's start or saved episode (Continue Watching resumes). */
  playTo?: string;
  /** How far the visitor got, 0 to 1, drawn as a bar over the poster's foot (Continue Watching). */
  progress?: number | null;
  /** A fourth action that takes the card out of its row, named by `removeLabel`. */
  onRemove?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  removeLabel?: string;
  /**
   * One of the visitor's own titles (their history, or picked from it): its links are not announced to React
   * Router's route discovery, which would name every such title of the page in one request; each is discovered
   * alone when followed (docs/decisions/0031-for-you-in-the-browser.md).
   */
  personal?: boolean;
}

/**
 * A poster with three actions: play, add to or remove from My List, and details. The actions show on hover
 * and keyboard focus; on touch screens the first tap reveals them and a tap outside hides them again.
 */
export function MediaCard({
  title,
  poster = "lazy",
  label,
  playTo,
  progress,
  onRemove,
  removeLabel,
  personal,
}: MediaCardProps) {
  const { i18n } = useLingui();
  const [active, setActive] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const image = useCatalogueImage(title.posterPath, POSTER_SIZES, "(max-width: 600px) 45vw, 200px", 342, 513);
  const discover = personal ? "none" : undefined;

  useEffect(() => {
    if (!active) return;
    const onOutside = (event: PointerEvent) => {
      if (!cardRef.current?.contains(event.target as Node)) setActive(false);
    };
    document.addEventListener("pointerdown", onOutside);
    return () => document.removeEventListener("pointerdown", onOutside);
  }, [active]);

  return (
    <article
      ref={cardRef}
      className={active ? "media-card is-active" : "media-card"}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setActive(false);
      }}
    >
      <Link
        to={detailsPath(title)}
        className="media-card-poster"
        prefetch="intent"
        discover={discover}
        onClick={(event) => {
          // First tap on a touch screen reveals the actions instead of following the link.
          if (!active && window.matchMedia("(hover: none)").matches) {
            event.preventDefault();
            setActive(true);
          }
        }}
      >
        <span className="poster-frame">
          {image ? (
            <img
              {...image}
              alt=""
              loading={poster === "lazy" ? "lazy" : "eager"}
              fetchPriority={poster === "soon" ? "low" : undefined}
              decoding="async"
            />
          ) : (
            <span className="poster-fallback" aria-hidden="true">
              {title.title}
            </span>
          )}
          {progress != null ? (
            <span className="media-card-progress" aria-hidden="true">
              <span style={{ width: `${Math.round(progress * 100)}%` }} />
            </span>
          ) : null}
        </span>
        <span className="visually-hidden">{title.title}</span>
      </Link>
      <div className="media-card-actions">
        {playTo ? (
          <PlayLink title={title} to={playTo} discover={discover} />
        ) : title.kind === "series" ? (
          <SeriesPlayLink title={title} discover={discover} />
        ) : (
          <PlayLink title={title} to={watchPath(title)} discover={discover} />
        )}
        <WatchlistButton className="card-action" title={title} />
        <Link
          className="card-action card-action-details"
          to={detailsPath(title)}
          aria-label={i18n._("card.moreInfo", { title: title.title })}
          prefetch="intent"
          discover={discover}
        >
          <ChevronDownIcon size={18} />
        </Link>
        {onRemove ? (
          <button
            type="button"
            className="card-action"
            aria-label={removeLabel}
            title={removeLabel}
            onClick={onRemove}
          >
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      {label || progress != null ? (
        <p className="media-card-label">
          {label}
          {progress != null ? (
            <span className="visually-hidden">
              {" "}
              {i18n._("card.watched", {
                percent: i18n.number(progress, { style: "percent", maximumFractionDigits: 0 }),
              })}
            </span>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}

type PlayLinkProps = {
  title: Pick<TitleSummary, "id" | "kind" | "title">;
  to: string;
  discover: "none" | undefined;
};

function PlayLink({ title, to, discover }: PlayLinkProps) {
  const { i18n } = useLingui();
  return (
    <Link
      className="card-action card-action-play"
      to={to}
      discover={discover}
      aria-label={i18n._("card.play", { title: title.title })}
    >
      <PlayIcon size={18} />
    </Link>
  );
}

/** Only series cards follow saved progress, so only they subscribe to it. */
function SeriesPlayLink({ title, discover }: Omit<PlayLinkProps, "to">) {
  const progress = useProgress(title.id);
  return <PlayLink title={title} to={watchPath(title, progress)} discover={discover} />;
}
