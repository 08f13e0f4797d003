import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { TitleKind } from "~/catalogue/types";
import { richMessage, SLOT } from "~/components/rich-message";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { DEMO_PLAYER_NAME } from "~/player/demo-player-name";
import type { PlayerFrameHandle } from "~/player/player-control";
import { type PlayerEvent, readKeyMessage, readPlayerMessage } from "~/player/progress-message";
import {
  frameOrigin,
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
  /** Shown when no source can play here. */
  backdropUrl: string | null;
  /** What is playing: a message about another title, season or episode is ignored. */
  playing: { season: number | null; episode: number | null };
  /** Second to start at (the visitor's saved place); null until read, and the frame starts at 0 meanwhile. */
  startAt: number | null;
  /** A progress report from the current frame, in the format its source declares. */
  onPlayerEvent: (event: PlayerEvent) => void;
  /** Shown over the player (what comes next when it ends). */
  children?: React.ReactNode;
  /**
   * Receives the current source and frame, and a way to reload it at a second, for watching together; a new
   * handle whenever they change, so a state setter passed here keeps up. playerControl (player-control.ts)
   * turns it into commands.
   */
  controlRef?: Ref<PlayerFrameHandle>;
}

/** What the frame may do besides its sandbox: fullscreen and media features, never more. */
const FRAME_FEATURES = "fullscreen; autoplay; encrypted-media; picture-in-picture";

/**
 * The sandboxed player iframe, in the server's HTML: the first usable source, from the start, loads with the page
 * and plays without the site's scripts. Once hydrated, the browser knows what the server cannot: the source
 * that worked for this title last time, and where the visitor stopped. Only when either differs is the frame
 * replaced, so the common case (first source, nothing to resume) loads the player once
 * (docs/decisions/0029-player-at-first-paint.md).
 */
export function PlayerFrame({
  id,
  kind,
  heading,
  sources,
  detailsPath,
  backdropUrl,
  playing,
  startAt,
  onPlayerEvent,
  children,
  controlRef,
}: PlayerFrameProps) {
  const { i18n } = useLingui();
  // The chosen source, for these sources: another title's choice (a client navigation) is not carried over.
  const [choice, setChoice] = useState<{ of: PlayerSource[]; index: number | null } | null>(null);
  const index = choice?.of === sources ? choice.index : initialSourceIndex(sources, null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const source = index === null ? null : (sources[index] ?? null);

  useEffect(() => {
    setChoice({ of: sources, index: initialSourceIndex(sources, readRememberedSource(kind, id)) });
  }, [sources, kind, id]);

  // Where the page last asked the frame to be loaded again (reloadAt), for these sources; each ask reloads.
  const [reload, setReload] = useState<{ of: PlayerSource[]; at: number; count: number } | null>(null);
  const reloaded = reload?.of === sources ? reload : null;
  let src: string | null = null;
  if (source) {
    try {
      // Until the saved place is read (after hydration), the start; the server wrote the same.
      src = frameUrl(source, reloaded?.at ?? startAt ?? 0);
    } catch {
      src = null; // initialSourceIndex only picks usable sources; this keeps the type honest.
    }
  }

  // Progress comes only from the frame on this page, from its window and its origin, in the format its source
  // declares; anything else is ignored (docs/decisions/0015-player-progress-messages.md).
  const format = source?.progress ?? null;
  const listener = useRef(onPlayerEvent);
  listener.current = onPlayerEvent;
  const { season, episode } = playing;
  useEffect(() => {
    if (!format || !src) return;
    const origin = frameOrigin(src, window.location.href);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const message = readPlayerMessage(event.data, format);
      if (!message) return;
      const { about } = message;
      if (about && (about.id !== id || about.season !== season || about.episode !== episode)) return;
      listener.current(message);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [format, src, id, season, episode]);

  // A player speaking our format passes on the keys that leave it (a remote's Up and Back): they are replayed on
  // the frame's element, where the page's keyboard and remote navigation takes them. Only such a
  // frame is a stop for the arrow keys (data-remote-keys): focus in any other player could not get out by remote.
  const passesKeys = format === "marquee";
  useEffect(() => {
    if (!passesKeys || !src) return;
    const origin = frameOrigin(src, window.location.href);
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
      const key = readKeyMessage(event.data);
      if (key) frame.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [passesKeys, src]);

  const frameKey = `${reloaded?.count ?? 0} ${src}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new frame (frameKey) is a new handle, with it in
  useImperativeHandle(
    controlRef,
    () => ({
      source,
      frame: frameRef.current,
      reload: (at) => setReload((last) => ({ of: sources, at, count: (last?.count ?? 0) + 1 })),
    }),
    [source, sources, frameKey],
  );

  const otherIndex = index === null ? null : nextSourceIndex(sources, index);
  return (
    <div className="player">
      <div className="player-screen">
        {source && src ? (
          <iframe
            // A new frame for a new address, and for each reload at the same one.
            key={frameKey}
            ref={frameRef}
            className="player-frame"
            src={src}
            title={i18n._("watch.player.frameTitle", { heading })}
            sandbox={source.sandbox}
            allow={FRAME_FEATURES}
            allowFullScreen
            referrerPolicy="strict-origin"
            data-remote-keys={passesKeys ? "" : undefined}
            loading="eager"
            // Remembered only where there is a choice to remember (docs/decisions/0004-player-sandbox.md), and
            // only once the stored choice has been read: the server's frame (the first source) may finish
            // loading just after hydration, and would otherwise overwrite the source the visitor chose last
            // time before the effect above has read it.
            onLoad={() => {
              if (sources.length > 1 && choice?.of === sources) rememberSource(kind, id, source.name);
            }}
          />
        ) : (
          <div className="player-placeholder">
            {backdropUrl ? <img className="player-backdrop" src={backdropUrl} alt="" /> : null}
            <div className="player-message">
              <p>{i18n._("watch.player.none")}</p>
              <Link className="button button-primary" to={detailsPath}>
                {i18n._("watch.back")}
              </Link>
            </div>
          </div>
        )}
        {children}
      </div>
      {source ? (
        <div className="player-strip">
          <p className="player-source" aria-live="polite">
            {source.trailer ? (
              <strong>{i18n._("watch.player.trailer")}</strong>
            ) : (
              richMessage(
                i18n._("watch.player.source", { name: SLOT }),
                (name) => <strong>{name}</strong>,
                // The site's own player is named in the page's language; a provider's name is its own.
                source.name === DEMO_PLAYER_NAME ? i18n._("player.demo.name") : source.name,
              )
            )}
          </p>
          {otherIndex !== null ? (
            <button
              type="button"
              className="button button-secondary player-switch"
              onClick={() => setChoice({ of: sources, index: otherIndex })}
            >
              {i18n._("watch.player.switch")}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
