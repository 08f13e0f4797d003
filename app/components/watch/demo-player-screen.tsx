import type { CSSProperties } from "react";
import { BACKDROP_SIZE, imageUrl } from "~/catalogue/images";
import { IconFrame, PlayIcon } from "~/components/icons";
import { useLanguage, useLingui } from "~/i18n/i18n";
import { useNonce } from "~/lib/nonce";
import { usePublicConfig } from "~/lib/public-config";
import { clock, demoPlayerScript } from "~/player/demo-player-script";
import { episodeLabel as episodeLabelOf } from "~/player/watch-rules";

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
  const { i18n } = useLingui();
  const language = useLanguage();
  const nonce = useNonce();
  const src = imageUrl(imageBaseUrl, imagePath, BACKDROP_SIZE);
  const episodeLabel = season !== null && episode !== null ? episodeLabelOf(season, episode, i18n) : null;
  const labels = {
    play: i18n._("player.demo.play"),
    pause: i18n._("player.demo.pause"),
    // Filled in by the script as the clock moves.
    position: i18n._("player.demo.position", { current: "{current}", total: "{total}" }),
  };
  const position = (seconds: number) =>
    i18n._("player.demo.position", { current: clock(seconds), total: clock(durationSeconds) });

  return (
    <div
      className="demo-player is-playing"
      // The frame's document is the site's English one (the language comes as ?lang=): the player says its own.
      lang={language.code}
      dir={language.dir}
      data-id={id}
      data-season={season ?? undefined}
      data-episode={episode ?? undefined}
      data-duration={durationSeconds}
      data-start={startSeconds}
    >
      {src ? <img className="demo-player-image" src={src} alt="" /> : null}
      <div className="demo-player-info">
        <p className="demo-player-badge">{i18n._("player.demo.name")}</p>
        <h1 className="demo-player-title">{title}</h1>
        {episodeLabel ? (
          <p className="demo-player-episode">
            <strong>{episodeLabel}</strong>
            {episodeName ? ` · ${episodeName}` : null}
          </p>
        ) : null}
      </div>
      <div className="demo-player-controls">
        <button type="button" className="demo-player-toggle" aria-label={labels.pause}>
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
          aria-label={i18n._("player.demo.seek")}
          min={0}
          max={durationSeconds}
          // Whole seconds, so End reaches the very end; the script makes the arrow keys move 10 s.
          step={1}
          defaultValue={startSeconds}
          aria-valuetext={position(startSeconds)}
          // The played part, in the accent colour (demo-player.css); the script keeps it with the value.
          style={{ "--played": `${(startSeconds / durationSeconds) * 100}%` } as CSSProperties}
        />
        <p className="demo-player-clock">
          <span className="demo-player-time">{clock(startSeconds)}</span> / {clock(durationSeconds)}
        </p>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, from the build (demo-player-script.ts) */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: demoPlayerScript(labels) }} />
    </div>
  );
}
