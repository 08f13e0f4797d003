import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { TitleKind } from "~/catalogue/types";
import { saveProgress } from "~/local/progress";
import { readPlayerMessage } from "~/player/progress-message";
import {
  frameUrl,
  initialSourceIndex,
  nextSourceIndex,
  readRememberedSource,
  rememberSource,
} from "~/player/source-choice";
import type { PlayerSource } from "~/player/sources";

interface PlayerFrameProps {
  id: number;
  kind: TitleKind;
  /** What is playing, e.g. "Dark S2 E7"; names the frame for assistive technology. */
  heading: string;
  sources: PlayerSource[];
  detailsPath: string;
  /** Shown while the player is chosen, before hydration. */
  backdropUrl: string | null;
}

/** What the frame may do besides its sandbox: fullscreen and media features, never more. */
const FRAME_FEATURES = "fullscreen; autoplay; encrypted-media; picture-in-picture";

/**
 * The sandboxed player iframe. The source is picked in the browser, where the title's remembered source
 * is known, so the server and the first render show a placeholder and no frame loads twice.
 */
export function PlayerFrame({ id, kind, heading, sources, detailsPath, backdropUrl }: PlayerFrameProps) {
  const [choice, setChoice] = useState<{ index: number | null } | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const source = choice?.index == null ? null : sources[choice.index];

  useEffect(() => {
    setChoice({ index: initialSourceIndex(sources, readRememberedSource(kind, id), window.location.origin) });
  }, [sources, kind, id]);

  useEffect(() => {
    // Only our own demo player reports progress, from the frame on this page.
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      const message = readPlayerMessage(event.data, "marquee");
      if (!message?.about || message.about.id !== id) return;
      const { season, episode } = message.about;
      if (kind === "series" && season !== null && episode !== null) saveProgress(id, { season, episode });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [id, kind]);

  const otherIndex =
    choice?.index == null ? null : nextSourceIndex(sources, choice.index, window.location.origin);
  let src: string | null = null;
  if (source) {
    try {
      src = frameUrl(source, window.location.origin);
    } catch {
      src = null; // initialSourceIndex only picks usable sources; this keeps the type honest.
    }
  }

  return (
    <div className="player">
      <div className="player-screen">
        {source && src ? (
          <iframe
            key={src}
            ref={frameRef}
            className="player-frame"
            src={src}
            title={`Player: ${heading}`}
            sandbox={source.sandbox}
            allow={FRAME_FEATURES}
            allowFullScreen
            referrerPolicy="strict-origin"
            loading="eager"
            // Remembered only where there is a choice to remember (docs/decisions/0004-player-sandbox.md).
            onLoad={() => {
              if (sources.length > 1) rememberSource(kind, id, source.name);
            }}
          />
        ) : (
          <div className="player-placeholder">
            {backdropUrl ? <img className="player-backdrop" src={backdropUrl} alt="" /> : null}
            {choice === null ? (
              <p className="player-message">Loading the player…</p>
            ) : (
              <div className="player-message">
                <p>No player is available for this title.</p>
                <Link className="button button-primary" to={detailsPath}>
                  Back to details
                </Link>
              </div>
            )}
          </div>
        )}
      </div>
      {source ? (
        <div className="player-strip">
          <p className="player-source" aria-live="polite">
            {source.trailer ? (
              <strong>Trailer — no player is configured</strong>
            ) : (
              <>
                Source: <strong>{source.name}</strong>
              </>
            )}
          </p>
          {otherIndex !== null ? (
            <button
              type="button"
              className="button button-secondary player-switch"
              onClick={() => setChoice({ index: otherIndex })}
            >
              Try another source
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
