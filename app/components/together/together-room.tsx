import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { CloseIcon } from "~/components/icons";
import { useLingui } from "~/i18n/i18n";
import { readRaw, writeRaw } from "~/local/browser-storage";
import { readTogetherName, saveTogetherName } from "~/local/together-name";
import togetherCss from "~/styles/together.css?url";
import { openRoom, type RoomClient } from "~/together/room-client";
import { inviteUrl, newRoomSecret, secretFromHash, withoutSecret } from "~/together/room-secret";
import { NameStep } from "./name-step";
import { bridgeOf, type PlayerFeed } from "./player-bridge";
import { RoomPanel } from "./room-panel";
import { playerNow, roomTitleOf, type WatchPlace } from "./room-place";

export type { WatchPlace };

export interface TogetherRoomProps {
  /** The panel is shown; hidden, the visitor stays in the room (and its reactions still show over the player). */
  open: boolean;
  onClose: () => void;
  /** The visitor left the room: the page unloads all this. */
  onLeave: () => void;
  /** Over the player: where reactions show. */
  overlay: HTMLElement | null;
  player: PlayerFeed;
  place: WatchPlace;
}

/**
 * This tab was in this room (sessionStorage, like the member id): a reload goes straight back in, under the
 * remembered name, rather than asking as if invited.
 */
const JOINED_KEY = "together_joined";

/** Escape, or Back (Backspace, or a TV remote's Back key) where it edits no text. */
function closesPanel(event: KeyboardEvent): boolean {
  if (event.key === "Escape") return true;
  const back = event.key === "Backspace" || event.key === "GoBack" || [461, 10009].includes(event.keyCode);
  const target = event.target as HTMLElement | null;
  return back && !target?.matches("input, textarea, [contenteditable]");
}

/** What the address says: no invite, a usable one, or one cut short (a secret must be 43 characters). */
function readInvite(): { secret: string | null; broken: boolean } {
  const { hash } = window.location;
  if (!hash.startsWith("#together=")) return { secret: null, broken: false };
  const secret = secretFromHash(hash);
  return { secret, broken: secret === null };
}

/**
 * Watching together (lazy: the watch page's first load holds only its button, watch-together.tsx): the name
 * step, then the room. The room's secret lives in the address's fragment, so the invite is the address itself and
 * a reload rejoins; leaving takes it out.
 */
export default function TogetherRoom({
  open,
  onClose,
  onLeave,
  overlay,
  player: feed,
  place,
}: TogetherRoomProps) {
  const { i18n } = useLingui();
  const player = useMemo(() => bridgeOf(feed), [feed]);
  const headingId = useId();
  const [invite] = useState(readInvite);
  // The room this tab is in and its secret, which come together when the room opens.
  const [joined, setJoined] = useState<{ client: RoomClient; secret: string } | null>(null);
  const [joining, setJoining] = useState(false);
  const [failed, setFailed] = useState(false);
  const placeRef = useRef(place);
  placeRef.current = place;

  const enter = useCallback(
    async (name: string, roomSecret: string | null) => {
      saveTogetherName(name);
      const chosen = roomSecret ?? newRoomSecret();
      setJoining(true);
      setFailed(false);
      try {
        const room = await openRoom({ secret: chosen, name });
        if (!roomSecret) {
          // The visitor starts the room on what they are watching, where their player is.
          const now = playerNow(player.latest(), placeRef.current.startAt, Date.now());
          room.setTitle(roomTitleOf(placeRef.current), now.position, now.playing);
        }
        writeRaw("session", JOINED_KEY, chosen);
        window.history.replaceState(window.history.state, "", inviteUrl(window.location.href, chosen));
        setJoined({ client: room, secret: chosen });
      } catch {
        setFailed(true);
      } finally {
        setJoining(false);
      }
    },
    [player],
  );

  // A reload of a room this tab was in goes back in at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the page opened with
  useEffect(() => {
    const name = readTogetherName();
    if (invite.secret && name && readRaw("session", JOINED_KEY) === invite.secret)
      void enter(name, invite.secret);
  }, []);

  // Leaving the page (or the room) says goodbye, so that the others see it at once.
  useEffect(() => () => joined?.client.leave(), [joined]);

  // (The client's goodbye is the effect's above: the panel unmounts when the page hears of it.)
  const leave = useCallback(() => {
    writeRaw("session", JOINED_KEY, null);
    window.history.replaceState(window.history.state, "", withoutSecret(window.location.href));
    onLeave();
    // The panel goes: focus goes back to the button that opened it.
    document.querySelector<HTMLElement>(".watch-together")?.focus();
  }, [onLeave]);

  // Opening moves focus into the panel; closing it while focus was there brings focus back to the button.
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) {
      if (!panel.current?.contains(document.activeElement)) {
        const field = panel.current?.querySelector<HTMLElement>("[data-autofocus]");
        (field ?? heading.current)?.focus();
      }
    } else if (panel.current?.contains(document.activeElement) || document.activeElement === document.body) {
      document.querySelector<HTMLElement>(".watch-together")?.focus();
    }
  }, [open]);

  // In the room: the name step's button is gone, and focus with it; the panel's heading takes it.
  useEffect(() => {
    if (joined && open && document.activeElement === document.body) heading.current?.focus();
  }, [joined, open]);

  let content: React.ReactNode;
  if (joined) {
    content = (
      <RoomPanel
        {...joined}
        player={player}
        place={place}
        overlay={overlay}
        started={invite.secret === null}
        onLeave={leave}
      />
    );
  } else {
    content = (
      <NameStep
        invited={invite.secret !== null}
        broken={invite.broken}
        busy={joining}
        failed={failed}
        onSubmit={(name) => void enter(name, invite.secret)}
      />
    );
  }

  return (
    <aside
      id="together-panel"
      ref={panel}
      className="together-panel"
      hidden={!open}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.defaultPrevented || !closesPanel(event.nativeEvent)) return;
        // Escape, or a remote's Back, hides the panel (the room goes on), rather than leaving the watch page as
        // it otherwise would (app/lib/spatial-navigation.ts).
        event.preventDefault();
        onClose();
      }}
    >
      {/* The panel's own stylesheet, loaded with it (a CSS import would go through the site's preload helper,
          which loads scripts only); React holds the panel back until it has loaded, so it never shows unstyled. */}
      <link rel="stylesheet" href={togetherCss} precedence="default" />
      <div className="together-head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="together-heading">
          {i18n._("together.open")}
        </h2>
        <button
          type="button"
          className="together-close"
          aria-label={i18n._("together.close")}
          title={i18n._("together.close")}
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>
      {content}
    </aside>
  );
}
