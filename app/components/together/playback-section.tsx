import { named } from "~/components/rich-message";
import { useLingui } from "~/i18n/i18n";
import type { I18n } from "~/i18n/runtime";
import type { RoomClient } from "~/together/room-client";
import { aheadOf, canControl, type MemberView, positionNow, type RoomView } from "~/together/room-state";
import { SEEK_TOLERANCE } from "./own-action";
import type { PlayerBridge } from "./player-bridge";
import { clockTime } from "./room-place";
import type { PlayerSync } from "./use-player-sync";
import { useTicking } from "./use-room";

/** The "Start together" countdown's length, in seconds: time to put the phone down and sit back. */
const COUNTDOWN_SECONDS = 5;

interface PlaybackSectionProps {
  client: RoomClient;
  view: RoomView;
  player: PlayerBridge;
  sync: PlayerSync;
}

/** Who leads playback, in a sentence. */
function controlSentence(view: RoomView, me: string, i18n: I18n): React.ReactNode {
  if (view.mode === "everyone") return i18n._("together.control.all");
  if (view.controller === me || view.controller === null) return i18n._("together.control.you");
  const name = view.members.find((member) => member.id === view.controller)?.name ?? "";
  return named(i18n, "together.control.other", name);
}

/**
 * Those this visitor could catch up with: the members ahead of them, or, when this player has never said where
 * it is, everyone who has.
 */
function catchUpWith(view: RoomView, me: string): { member: MemberView; seconds: number | null }[] {
  const mine = view.members.find((member) => member.id === me);
  if (mine?.position == null) {
    return view.members
      .filter((member) => member.id !== me && member.online && member.position !== null)
      .map((member) => ({ member, seconds: null }));
  }
  return aheadOf(view, me).filter(({ seconds }) => seconds > SEEK_TOLERANCE);
}

/**
 * How this visitor's player keeps with the room: who leads; the way back when this page is elsewhere; and, for a
 * player that takes no commands, a countdown to start together and "Catch up with {name}" (a remote reaches
 * these: they are plain buttons).
 */
export function PlaybackSection({ client, view, player, sync }: PlaybackSectionProps) {
  const { i18n } = useLingui();
  const me = client.member;
  const commands = player.acceptsCommands();
  const countdown = view.countdown;
  useTicking(countdown !== null, 250);
  const left = countdown ? Math.ceil((countdown.endsAt - Date.now()) / 1000) : 0;
  const others = catchUpWith(view, me);
  return (
    <section className="together-section together-playback" aria-label={i18n._("together.control.heading")}>
      {sync.elsewhere ? (
        <div className="together-elsewhere">
          <p className="together-note">{i18n._("together.elsewhere")}</p>
          <button type="button" className="button button-primary" onClick={sync.followRoom}>
            {i18n._("together.goToRoom")}
          </button>
        </div>
      ) : null}
      <p className="together-note">{controlSentence(view, me, i18n)}</p>
      {commands ? null : <p className="together-hint">{i18n._("together.sync.noCommands")}</p>}
      {countdown && left > 0 ? (
        <p className="together-countdown" role="status">
          {i18n._("together.sync.countdown", { count: left, formatted: i18n.number(left) })}
        </p>
      ) : null}
      <div className="together-actions">
        {!commands && canControl(view, me) && !countdown ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => client.startCountdown(positionNow(view, Date.now()), COUNTDOWN_SECONDS)}
          >
            {i18n._("together.sync.start")}
          </button>
        ) : null}
        {others.map(({ member, seconds }) => (
          <button
            key={member.id}
            type="button"
            className="button button-secondary together-catch-up"
            onClick={() => sync.catchUp(member)}
          >
            <span>{named(i18n, "together.catchUp", member.name)}</span>
            {seconds !== null ? " " : null}
            {seconds !== null ? (
              <span className="together-ahead">{i18n._("together.ahead", { time: clockTime(seconds) })}</span>
            ) : null}
          </button>
        ))}
      </div>
    </section>
  );
}
