import type { CSSProperties } from "react";
import { BACKDROP_SIZE, imageUrl } from "~/catalogue/images";
import { IconFrame, PlayIcon } from "~/components/icons";
import { useNonce } from "~/lib/nonce";
import { usePublicConfig } from "~/lib/public-config";
import { clock, demoPlayerScript } from "~/player/demo-player-script";

interface DemoPlayerScreenProps {
  id: number;
  title: string;
  season: number | null;
  episode: number | null;
  episodeName: string | null;
  imagePath: string | null;
  durationSeconds: number;
  /** Where playback starts, in whole seconds below durationSeconds (the route's ?start=). */
  startSeconds: number;
}

function PauseIcon() {
  return (
    <IconFrame size={28}>
      <path d="M8 5v14M16 5v14" strokeWidth={3} />
    </IconFrame>
  );
}

/**
 * The demo "film": the title's artwork, slowly panning while it plays, with a clock and a seek bar. Rendered
 * once, on the server, in its first state (playing from startSeconds); its inline script plays it
 * (player/demo-player-script.ts). The seek bar is a native range input: pointer, arrow keys, Home and End,
 * and a slider's semantics for screen readers, with no framework.
 */
export function DemoPlayerScreen({
  id,
  title,
  season,
  episode,
  episodeName,
  imagePath,
  durationSeconds,
  startSeconds,
}: DemoPlayerScreenProps) {
  const { imageBaseUrl } = usePublicConfig();
  const nonce = useNonce();
  const src = imageUrl(imageBaseUrl, imagePath, BACKDROP_SIZE);
  const episodeLabel = season !== null && episode !== null ? `S${season} E${episode}` : null;

  return (
    <div
      className="demo-player is-playing"
      data-id={id}
      data-season={season ?? undefined}
      data-episode={episode ?? undefined}
      data-duration={durationSeconds}
      data-start={startSeconds}
    >
      {src ? <img className="demo-player-image" src={src} alt="" /> : null}
      <div className="demo-player-info">
        <p className="demo-player-badge">Demo player</p>
        <h1 className="demo-player-title">{title}</h1>
        {episodeLabel ? (
          <p className="demo-player-episode">
            <strong>{episodeLabel}</strong>
            {episodeName ? ` · ${episodeName}` : null}
          </p>
        ) : null}
      </div>
      <div className="demo-player-controls">
        <button type="button" className="demo-player-toggle" aria-label="Pause">
          <span data-icon="pause">
            <PauseIcon />
          </span>
          <span data-icon="play" hidden>
            <PlayIcon size={28} />
          </span>
        </button>
        <input
          className="demo-player-seek"
          type="range"
          aria-label="Seek"
          min={0}
          max={durationSeconds}
          // Whole seconds, so End reaches the very end; the script makes the arrow keys move 10 s.
          step={1}
          defaultValue={startSeconds}
          aria-valuetext={`${clock(startSeconds)} of ${clock(durationSeconds)}`}
          // The played part, in the accent colour (demo-player.css); the script keeps it with the value.
          style={{ "--played": `${(startSeconds / durationSeconds) * 100}%` } as CSSProperties}
        />
        <p className="demo-player-clock">
          <span className="demo-player-time">{clock(startSeconds)}</span> / {clock(durationSeconds)}
        </p>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, from the build (demo-player-script.ts) */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: demoPlayerScript() }} />
    </div>
  );
}
