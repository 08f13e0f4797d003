import { useEffect, useId, useRef, useState } from "react";
import { imageUrl } from "~/catalogue/images";
import { Link, useLocalizedNavigate } from "~/i18n/link";
import { detailsPath } from "~/lib/paths";
import { usePublicConfig } from "~/lib/public-config";
import { setAutoplay, useAutoplay } from "~/local/autoplay";
import type { UpNext as UpNextEpisode, WatchCard } from "~/player/watch.server";

/** Seconds before the next episode plays by itself (issue 15). */
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
              ? `You have watched the last episode of ${title}.`
              : moreLikeThis.length > 0
                ? `More like ${title}`
                : `You have reached the end of ${title}.`}
          </h2>
          <Similar items={moreLikeThis} />
          <div className="up-next-actions">
            <button type="button" className="button button-secondary" ref={firstAction} onClick={onClose}>
              Close
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
  const navigate = useLocalizedNavigate();
  const autoplay = useAutoplay();
  const [cancelled, setCancelled] = useState(false);
  const [left, setLeft] = useState(UP_NEXT_SECONDS);
  const counting = autoplay && !cancelled;
  const label = `S${upNext.season} E${upNext.episode}`;
  // A live region announces changes, not what it holds when it appears: its text is set after the first paint.
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (counting)
      setAnnouncement(`Next episode, ${label}, plays in ${UP_NEXT_SECONDS} seconds. Press Cancel to stay.`);
    else setAnnouncement(cancelled ? "Autoplay cancelled." : `Up next: ${label}. Autoplay is off.`);
  }, [counting, cancelled, label]);

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
        Up next: {label}
        {upNext.name ? <span className="up-next-name"> · {upNext.name}</span> : null}
      </h2>
      {/* Read out when the card appears and when the countdown stops, not every second. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {counting ? (
        <p className="up-next-countdown" aria-hidden="true">
          Next episode in {left} s
        </p>
      ) : null}
      <div className="up-next-actions">
        <Link className="button button-primary" to={upNext.path} ref={firstAction}>
          Play now
        </Link>
        {counting ? (
          <button type="button" className="button button-secondary" onClick={() => setCancelled(true)}>
            Cancel
          </button>
        ) : (
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
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
        Autoplay next episode
      </label>
    </>
  );
}

function Similar({ items }: { items: WatchCard[] }) {
  const { imageBaseUrl } = usePublicConfig();
  if (items.length === 0) return null;
  return (
    <ul className="up-next-similar" aria-label="More Like This">
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
