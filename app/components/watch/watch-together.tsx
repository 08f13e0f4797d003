import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PlayerBridge, PlayerCommand } from "~/components/together/player-bridge";
import type { WatchPlace } from "~/components/together/room-place";
import type { PlayerEvent } from "~/player/progress-message";

// Watching together, as far as the watch page's first load goes: the state of the panel, the player's reports
// passed on, and a lazy import. The room's code, the panel, its stylesheet and the QR encoder load only when the
// visitor opens the panel or arrives with an invite (the first load may grow by 1 kB for the whole feature).
const TogetherRoom = lazy(() => import("~/components/together/together-room"));

/** What the player frame offers for steering it (player-frame.tsx); null while there is no frame. */
export interface FrameControls {
  sendCommand(command: PlayerCommand): boolean;
  reloadAt(position: number): void;
  acceptsCommands(): boolean;
}

export interface WatchTogether {
  /** The panel is shown. */
  open: boolean;
  /** Opens or hides the panel (hiding keeps the visitor in the room). */
  toggle: () => void;
  /** The watch page's progress listener, with the room's added. */
  onPlayerEvent: (event: PlayerEvent) => void;
  /** Where the page puts the frame's controls. */
  frame: React.RefObject<FrameControls | null>;
  /** Over the player: where reactions show. */
  overlay: React.ReactNode;
  /** Beside or under the player: the room's panel. */
  panel: React.ReactNode;
}

export function useWatchTogether(place: WatchPlace, onPlayerEvent: (event: PlayerEvent) => void): WatchTogether {
  // active: the room's code is loaded and mounted (it stays so while the panel is hidden, to stay in the room).
  const [state, setState] = useState({ active: false, open: false });
  const [overlay, setOverlay] = useState<HTMLElement | null>(null);
  const frame = useRef<FrameControls | null>(null);
  const listeners = useRef(new Set<(event: PlayerEvent) => void>());
  const latest = useRef<{ event: PlayerEvent; at: number } | null>(null);
  const own = useRef(onPlayerEvent);
  own.current = onPlayerEvent;

  // An invite's fragment (#together=...) opens the room at once; the room's code checks the secret itself.
  useEffect(() => {
    if (window.location.hash.startsWith("#together=")) setState({ active: true, open: true });
  }, []);

  const bridge = useMemo<PlayerBridge>(
    () => ({
      listen(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      latest: () => latest.current,
      send: (command) => frame.current?.sendCommand(command) ?? false,
      acceptsCommands: () => frame.current?.acceptsCommands() ?? false,
      reloadAt: (position) => frame.current?.reloadAt(position),
    }),
    [],
  );
  const close = useCallback(() => setState((now) => ({ ...now, open: false })), []);
  const leave = useCallback(() => setState({ active: false, open: false }), []);

  return {
    open: state.open,
    toggle: useCallback(() => setState((now) => ({ active: true, open: !now.open })), []),
    onPlayerEvent: useCallback((event: PlayerEvent) => {
      own.current(event);
      latest.current = { event, at: Date.now() };
      for (const listener of listeners.current) listener(event);
    }, []),
    frame,
    overlay: state.active ? <div className="together-reactions" ref={setOverlay} /> : null,
    panel: state.active ? (
      <Suspense fallback={null}>
        <TogetherRoom
          open={state.open}
          onClose={close}
          onLeave={leave}
          overlay={overlay}
          player={bridge}
          place={place}
        />
      </Suspense>
    ) : null,
  };
}
