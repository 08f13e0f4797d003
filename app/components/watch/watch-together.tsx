import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { PlayerFeed } from "~/components/together/player-bridge";
import type { WatchPlace } from "~/components/together/room-place";
import type { PlayerFrameHandle } from "~/player/player-control";
import type { PlayerEvent } from "~/player/progress-message";

// Watching together, as far as the watch page's first load goes: the state of the panel, the player's reports
// passed on, and a lazy import. The room's code, the panel, its stylesheet and the QR encoder load only when the
// visitor opens the panel or arrives with an invite (the first load may grow by 1 kB for the whole feature, so
// this stays small: no memos, one listener).
const TogetherRoom = lazy(() => import("~/components/together/together-room"));

export interface WatchTogether {
  /** The panel is shown. */
  open: boolean;
  /** Opens or hides the panel (hiding keeps the visitor in the room). */
  toggle: () => void;
  /** The watch page's progress listener, with the room's added. */
  onPlayerEvent: (event: PlayerEvent) => void;
  /** The player frame's handle (its controlRef). */
  frame: React.RefObject<PlayerFrameHandle | null>;
  /** Over the player: where reactions show. */
  overlay: React.ReactNode;
  /** Beside or under the player: the room's panel. */
  panel: React.ReactNode;
}

export function useWatchTogether(
  place: WatchPlace,
  onPlayerEvent: (event: PlayerEvent) => void,
): WatchTogether {
  // active: the room's code is loaded and mounted (it stays so while the panel is hidden, to stay in the room).
  const [state, setState] = useState({ active: false, open: false });
  const [overlay, setOverlay] = useState<HTMLElement | null>(null);
  const frame = useRef<PlayerFrameHandle | null>(null);
  // The room's listener (one: the room's), and the latest report for it to start from.
  const [feed] = useState(() => {
    const feed: PlayerFeed & {
      heard?: (event: PlayerEvent) => void;
      recent: ReturnType<PlayerFeed["latest"]>;
    } = {
      recent: null,
      listen(listener) {
        feed.heard = listener;
        return () => {
          if (feed.heard === listener) feed.heard = undefined;
        };
      },
      latest: () => feed.recent,
      frame,
    };
    return feed;
  });

  // An invite's fragment (#together=...) opens the room at once; the room's code checks the secret itself.
  useEffect(() => {
    if (location.hash.startsWith("#together=")) setState({ active: true, open: true });
  }, []);

  return {
    open: state.open,
    toggle: () => setState({ active: true, open: !state.open }),
    onPlayerEvent(event) {
      onPlayerEvent(event);
      feed.recent = { event, at: Date.now() };
      feed.heard?.(event);
    },
    frame,
    overlay: state.active ? <div className="together-reactions" ref={setOverlay} /> : null,
    panel: state.active ? (
      <Suspense>
        <TogetherRoom
          open={state.open}
          onClose={() => setState({ active: true, open: false })}
          onLeave={() => setState({ active: false, open: false })}
          overlay={overlay}
          player={feed}
          place={place}
        />
      </Suspense>
    ) : null,
  };
}
