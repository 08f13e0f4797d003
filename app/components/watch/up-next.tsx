import { useEffect, useId, useRef, useState } from "react";
import { imageUrl } from "~/catalogue/images";
import { useLingui } from "~/i18n/i18n";
import { Link, useLocalizedNavigate } from "~/i18n/link";
import { detailsPath } from "~/lib/paths";
import { usePublicConfig } from "~/lib/public-config";
import { setAutoplay, useAutoplay } from "~/local/autoplay";
import type { UpNext as UpNextEpisode, WatchCard } from "~/player/watch.server";
import { episodeLabel } from "~/player/watch-rules";

/** Seconds before the next episode plays by itself. */
export const UP_NEXT_SECONDS = 10;

interface UpNextProps {
  kind: "movie" | "series";
  title: string;
  upNext: UpNextEpisode | null;
  moreLikeThis: WatchCard[];
  onClose: () => void;
}

/**
 * What the watch page offers when a film or episode ends: the next episode with a countdown (Play now, Cancel,
 * the autoplay switch), or, after a film or a series' last episode, titles like it, without autoplay. Focus moves
 * to its first button so a keyboard or remote can act at once; screen readers hear what will happen.
 */
export function UpNext({ kind, title, upNext, moreLikeThis, onClose: close }: UpNextProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  // Closing returns the keyboard to the player, not to the page's start.
  const onClose = () => {
    close();
    document.querySelector<HTMLElement>("iframe.player-frame")?.focus();
  };
  const firstAction = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  useEffect(() => firstAction.current?.focus(), []);
  return (
    <section className="up-next" aria-labelledby={headingId}>
      {upNext ? (
        <NextEpisode upNext={upNext} headingId={headingId} firstAction={firstAction} onClose={onClose} />
      ) : (
        <>
          <h2 id={headingId} className="up-next-heading">
            {kind === "series"
              ? i18n._("upNext.lastEpisode", { title })
              : moreLikeThis.length > 0
                ? i18n._("upNext.moreLike", { title })
                : i18n._("upNext.end", { title })}
          </h2>
          <Similar items={moreLikeThis} />
          <div className="up-next-actions">
            <button type="button" className="button button-secondary" ref={firstAction} onClick={onClose}>
              {i18n._("upNext.close")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

interface NextEpisodeProps {
  upNext: UpNextEpisode;
  headingId: string;
  firstAction: React.RefObject<(HTMLAnchorElement & HTMLButtonElement) | null>;
  onClose: () => void;
}

function NextEpisode({ upNext, headingId, firstAction, onClose }: NextEpisodeProps) {
  const { i18n } = useLingui();
  const navigate = useLocalizedNavigate();
  const autoplay = useAutoplay();
  const [cancelled, setCancelled] = useState(false);
  const [left, setLeft] = useState(UP_NEXT_SECONDS);
  const counting = autoplay && !cancelled;
  const label = episodeLabel(upNext.season, upNext.episode, i18n);
  // A live region announces changes, not what it holds when it appears: its text is set after the first paint.
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (counting)
      setAnnouncement(i18n._("upNext.announce.counting", { episode: label, seconds: UP_NEXT_SECONDS }));
    else
      setAnnouncement(
        cancelled ? i18n._("upNext.announce.cancelled") : i18n._("upNext.announce.off", { episode: label }),
      );
  }, [counting, cancelled, label, i18n]);

  useEffect(() => {
    if (!counting) return;
    if (left <= 0) {
      navigate(upNext.path);
      return;
    }
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [counting, left, navigate, upNext.path]);

  return (
    <>
      <h2 id={headingId} className="up-next-heading">
        {i18n._("upNext.heading", { episode: label })}
        {upNext.name ? <span className="up-next-name"> · {upNext.name}</span> : null}
      </h2>
      {/* Read out when the card appears and when the countdown stops, not every second. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {counting ? (
        <p className="up-next-countdown" aria-hidden="true">
          {i18n._("upNext.countdown", { seconds: left })}
        </p>
      ) : null}
      <div className="up-next-actions">
        <Link className="button button-primary" to={upNext.path} ref={firstAction}>
          {i18n._("upNext.playNow")}
        </Link>
        {counting ? (
          <button type="button" className="button button-secondary" onClick={() => setCancelled(true)}>
            {i18n._("upNext.cancel")}
          </button>
        ) : (
          <button type="button" className="button button-secondary" onClick={onClose}>
            {i18n._("upNext.close")}
          </button>
        )}
      </div>
      <label className="up-next-autoplay">
        <input
          type="checkbox"
          checked={autoplay}
          onChange={(event) => {
            setAutoplay(event.currentTarget.checked);
            setLeft(UP_NEXT_SECONDS);
            setCancelled(false);
          }}
        />
        {i18n._("upNext.autoplay")}
      </label>
    </>
  );
}

function Similar({ items }: { items: WatchCard[] }) {
  const { i18n } = useLingui();
  const { imageBaseUrl } = usePublicConfig();
  if (items.length === 0) return null;
  return (
    <ul className="up-next-similar" aria-label={i18n._("upNext.moreLikeThis")}>
      {items.map((item) => {
        const src = imageUrl(imageBaseUrl, item.posterPath, "w185");
        return (
          <li key={`${item.kind}-${item.id}`}>
            <Link to={detailsPath(item)} className="up-next-card">
              <span className="poster-frame">
                {src ? (
                  <img src={src} alt="" width={185} height={278} loading="lazy" decoding="async" />
                ) : null}
              </span>
              <span className="up-next-card-title">{item.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
