import { createPortal } from "react-dom";
import { useLingui } from "~/i18n/i18n";
import type { I18n } from "~/i18n/runtime";
import { MAX_MEMBERS, type RoomClient, type RoomStatus } from "~/together/room-client";
import type { RoomView } from "~/together/room-state";
import { ChatSection } from "./chat-section";
import { InviteSection } from "./invite-section";
import { PeopleSection } from "./people-section";
import { PlaybackSection } from "./playback-section";
import type { PlayerBridge } from "./player-bridge";
import { ReactionOverlay } from "./reaction-overlay";
import type { WatchPlace } from "./room-place";
import { usePlayerSync } from "./use-player-sync";
import { useRoom } from "./use-room";

interface RoomPanelProps {
  client: RoomClient;
  secret: string;
  player: PlayerBridge;
  place: WatchPlace;
  overlay: HTMLElement | null;
  /** This visitor started the room (rather than joined by invite). */
  started: boolean;
  onLeave: () => void;
}

/** The connection's state in words; "" when all is well and there is company. */
export function statusText(status: RoomStatus, view: RoomView, i18n: I18n): string {
  switch (status) {
    case "connecting":
      return i18n._("together.status.connecting");
    case "reconnecting":
      return i18n._("together.status.reconnecting");
    case "full":
      return i18n._("together.status.full", { max: MAX_MEMBERS });
    case "refused":
      return i18n._("together.status.refused");
    case "closed":
      return i18n._("together.status.closed");
    case "open":
      return view.connectedCount <= 1 ? i18n._("together.status.alone") : "";
  }
}

/** Statuses the room does not come back from by itself: the panel says why, and offers only the way out. */
const ENDED: readonly RoomStatus[] = ["full", "refused", "closed"];

/** Inside the room: playback, who is here, the invite, the chat; and reactions over the player. */
export function RoomPanel({ client, secret, player, place, overlay, started, onLeave }: RoomPanelProps) {
  const { i18n } = useLingui();
  const { view, status } = useRoom(client);
  const sync = usePlayerSync(client, view, player, place, secret);
  const ended = ENDED.includes(status);
  const text = statusText(status, view, i18n);
  return (
    <>
      <p className={ended ? "together-status together-problem" : "together-status"} role="status">
        {text}
      </p>
      {ended ? null : (
        <>
          <PlaybackSection client={client} view={view} player={player} sync={sync} />
          <PeopleSection client={client} view={view} />
          <InviteSection
            secret={secret}
            heading={place.heading}
            started={started}
            alone={view.connectedCount <= 1}
          />
          <ChatSection client={client} view={view} />
        </>
      )}
      <div className="together-section together-end">
        <button type="button" className="button button-secondary" onClick={onLeave}>
          {i18n._("together.leave")}
        </button>
      </div>
      {overlay && !ended ? createPortal(<ReactionOverlay view={view} />, overlay) : null}
    </>
  );
}
