import { useEffect, useState } from "react";
import { BACKDROP_SIZE, imageUrl } from "~/catalogue/images";
import { IconFrame, PlayIcon } from "~/components/icons";
import { usePublicConfig } from "~/lib/public-config";
import {
  PROGRESS_INTERVAL_SECONDS,
  PROGRESS_MESSAGE_TYPE,
  type ProgressMessage,
} from "~/player/progress-message";

interface DemoPlayerScreenProps {
  id: number;
  title: string;
  season: number | null;
  episode: number | null;
  episodeName: string | null;
  imagePath: string | null;
  durationSeconds: number;
}

function PauseIcon() {
  return (
    <IconFrame size={28}>
      <path d="M8 5v14M16 5v14" strokeWidth={3} />
    </IconFrame>
  );
}

/** 75 -> "1:15", 3725 -> "1:02:05". */
export function clock(totalSeconds: number): string {
  const seconds = Math.floor(totalSeconds % 60);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const hours = Math.floor(totalSeconds / 3600);
  const mm = hours > 0 ? String(minutes).padStart(2, "0") : String(minutes);
  return `${hours > 0 ? `${hours}:` : ""}${mm}:${String(seconds).padStart(2, "0")}`;
}

/** Tells the watch page (our own origin only) how far the demo has played. */
function reportProgress(message: ProgressMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

/** The demo "film": the title's artwork, slowly panning while it plays, with a clock and a progress bar. */
export function DemoPlayerScreen({
  id,
  title,
  season,
  episode,
  episodeName,
  imagePath,
  durationSeconds,
}: DemoPlayerScreenProps) {
  const { imageBaseUrl } = usePublicConfig();
  const [playing, setPlaying] = useState(true);
  const [seconds, setSeconds] = useState(0);
  const src = imageUrl(imageBaseUrl, imagePath, BACKDROP_SIZE);
  const episodeLabel = season !== null && episode !== null ? `S${season} E${episode}` : null;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setSeconds((value) => Math.min(value + 1, durationSeconds)), 1000);
    return () => window.clearInterval(timer);
  }, [playing, durationSeconds]);

  useEffect(() => {
    if (seconds === 0 || (seconds % PROGRESS_INTERVAL_SECONDS !== 0 && seconds !== durationSeconds)) return;
    reportProgress({ type: PROGRESS_MESSAGE_TYPE, id, season, episode, seconds });
  }, [seconds, id, season, episode, durationSeconds]);

  useEffect(() => {
    if (seconds >= durationSeconds) setPlaying(false);
  }, [seconds, durationSeconds]);

  return (
    <div className={playing ? "demo-player is-playing" : "demo-player"}>
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
        <button
          type="button"
          className="demo-player-toggle"
          aria-label={playing ? "Pause" : "Play"}
          onClick={() => {
            if (!playing && seconds >= durationSeconds) setSeconds(0);
            setPlaying(!playing);
          }}
        >
          {playing ? <PauseIcon /> : <PlayIcon size={28} />}
        </button>
        <div
          className="demo-player-track"
          role="progressbar"
          aria-label="Played"
          aria-valuemin={0}
          aria-valuemax={durationSeconds}
          aria-valuenow={seconds}
          aria-valuetext={`${clock(seconds)} of ${clock(durationSeconds)}`}
        >
          <div className="demo-player-bar" style={{ width: `${(seconds / durationSeconds) * 100}%` }} />
        </div>
        <p className="demo-player-clock">
          <span>{clock(seconds)}</span> / {clock(durationSeconds)}
        </p>
      </div>
    </div>
  );
}
