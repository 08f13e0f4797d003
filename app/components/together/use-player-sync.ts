import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useNavigation } from "react-router";
import { useLanguage } from "~/i18n/i18n";
import { pathInLanguage } from "~/i18n/languages";
import type { RoomClient } from "~/together/room-client";
import { inviteUrl } from "~/together/room-secret";
import { canControl, type MemberView, positionNow, type RoomView } from "~/together/room-state";
import { afterSteer, type LastOwn, ownAction, SEEK_TOLERANCE, SETTLE_MS, type Steered } from "./own-action";
import type { PlayerBridge } from "./player-bridge";
import { episodeAhead, pathToFollow, playerNow, roomTitleOf, sameTitle, type WatchPlace } from "./room-place";

export interface PlayerSync {
  /** The room is on another title or episode than this page (this visitor moved without being able to lead). */
  elsewhere: boolean;
  /** Goes where the room is. */
  followRoom: () => void;
  /** Moves this player to where a member is: a command, or for a player that takes none, a reload there. */
  catchUp: (member: MemberView) => void;
}

const keyOf = (title: { kind: string; id: number; season: number | null; episode: number | null } | null) =>
  title ? `${title.kind}:${title.id}:${title.season}:${title.episode}` : "";

/**
 * Between this page's player and the room, both ways: what the visitor does with their player becomes the room's
 * (when they may control it), what the room does moves their player (by command where the source takes them),
 * the room's title is followed (a navigation to its watch page, the invite's fragment kept), and a "Start
 * together" countdown ends with everyone playing from the same second.
 */
export function usePlayerSync(
  client: RoomClient,
  view: RoomView,
  player: PlayerBridge,
  place: WatchPlace,
  secret: string,
): PlayerSync {
  const navigate = useNavigate();
  const language = useLanguage();
  const local = roomTitleOf(place);
  const localKey = keyOf(local);
  const roomKey = keyOf(view.title);
  const here = useRef(local);
  here.current = local;
  // How the room last moved this player (its reports until it says it did are echoes), and what this visitor
  // last sent.
  const steered = useRef<Steered | null>(null);
  const lastOwn = useRef<LastOwn | null>(null);
  // The title this player was last moved to the room's position on: until then its reports say where it was
  // before joining (a late joiner's player starts at its own place), which is nothing the room should follow.
  const alignedFor = useRef<string | null>(null);
  // When this page arrived on its title: a report older than that is the previous title's player. (On the title
  // the panel opened on, any report is this page's, unless it names another title.)
  const arrived = useRef({ key: localKey, at: 0 });
  if (arrived.current.key !== localKey) arrived.current = { key: localKey, at: Date.now() };

  const steer = useCallback(
    (action: "play" | "pause" | "seek", position: number) => {
      steered.current = { action, position, at: Date.now() };
      return player.send({ action, position });
    },
    [player],
  );

  /** Where this page's player is now, as far as its reports tell (the start until it has reported). */
  const mine = useCallback(() => {
    const latest = player.latest();
    const about = latest?.event.about;
    const other =
      about && (about.id !== place.id || about.episode !== place.episode || about.season !== place.season);
    const fresh = latest && !other && latest.at >= arrived.current.at ? latest : null;
    return playerNow(fresh, place.startAt, Date.now());
  }, [player, place.startAt, place.id, place.season, place.episode]);

  /** `always`: reload even a player whose reports say it is there already (they may be old, or none). */
  const moveTo = useCallback(
    (position: number, playing: boolean, always: boolean) => {
      if (player.acceptsCommands()) {
        steer(playing ? "play" : "pause", position);
        return;
      }
      // A player that takes no commands can still be loaded again there; it plays by itself, or not.
      if (always || Math.abs(mine().position - position) > SEEK_TOLERANCE) {
        steered.current = { action: "reload", position, at: Date.now() };
        player.reloadAt(position);
      }
    },
    [player, steer, mine],
  );

  // The player's reports: everyone's position for the others, and this visitor's own play, pause or seek.
  useEffect(
    () =>
      player.listen((event) => {
        client.reportProgress(event.position, event.event === "time");
        const now = Date.now();
        // First, whether the player is still answering the room's last command (read whether or not this visitor
        // controls now: control may come to them a moment later, and their next press must count).
        const echo = afterSteer(steered.current, event, now);
        if (echo === "done") steered.current = null;
        if (echo !== "own") return;
        const room = client.view();
        if (!sameTitle(room.title, here.current) || !canControl(room, client.member)) return;
        if (alignedFor.current !== keyOf(here.current)) return;
        // During "Start together" the room waits at a second while players that take no command play on: their
        // reports are not seeks (they would call the countdown off). Everyone starts together at its end.
        if (room.countdown && now < room.countdown.endsAt + SETTLE_MS) return;
        const own = ownAction(
          event,
          { playing: room.playing, position: positionNow(room, now) },
          now,
          lastOwn.current,
        );
        if (!own) return;
        lastOwn.current = { ...own, at: now };
        if (own.action === "play") client.play(own.position);
        else if (own.action === "pause") client.pause(own.position);
        else client.seek(own.position);
      }),
    [client, player],
  );

  // On the room's title (on joining, or after following it): start where the room is.
  useEffect(() => {
    if (!view.title || roomKey !== localKey || alignedFor.current === localKey) return;
    alignedFor.current = localKey;
    const room = client.view();
    const position = positionNow(room, Date.now());
    const now = mine();
    if (Math.abs(now.position - position) <= SEEK_TOLERANCE && now.playing === room.playing) return;
    moveTo(position, room.playing, false);
  }, [client, view.title, roomKey, localKey, mine, moveTo]);

  // The title: the room moved (or was found elsewhere on joining): follow it. This visitor moved (Next, or what
  // plays when an episode ends): lead the room there if they may, else offer the way back (elsewhere).
  // The path a navigation is already under way to, so that the command and the render after it go there once.
  const following = useRef<string | null>(null);
  const goToRoom = useCallback(
    (again: boolean) => {
      const title = client.view().title;
      const path = title && pathToFollow(title);
      if (!path || (!again && following.current === path)) return;
      following.current = path;
      navigate(inviteUrl(pathInLanguage(path, language), secret));
    },
    [client, navigate, language, secret],
  );
  const followRoom = useCallback(() => goToRoom(true), [goToRoom]);

  // The room's commands from the others. "episode" is followed at once, without waiting for the panel to render
  // the room's new title (the effect below would, a render later).
  useEffect(
    () =>
      client.onCommand((command) => {
        if (sameTitle(client.view().title, here.current)) {
          if (command.action !== "episode") steer(command.action, command.position);
        } else if (command.action === "episode") goToRoom(false);
      }),
    [client, steer, goToRoom],
  );

  // A visitor who may lead and sets off for another episode tells the room as the navigation starts, so that the
  // others load it alongside rather than after this page has (the effect below would, once it has).
  const navigation = useNavigation();
  const heading = navigation.state === "loading" ? episodeAhead(place, navigation.location) : null;
  const headingKey = heading ? `${heading.season}:${heading.episode}` : "";
  const announced = useRef("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each episode set off for
  useEffect(() => {
    if (!heading) return;
    const room = client.view();
    if (!sameTitle(room.title, here.current) || !canControl(room, client.member)) return;
    const title = roomTitleOf({ ...place, ...heading });
    announced.current = keyOf(title);
    client.nextEpisode(title);
  }, [client, headingKey]);

  const seen = useRef({ local: localKey, room: "" });
  useEffect(() => {
    const localMoved = seen.current.local !== localKey;
    const roomMoved = seen.current.room !== roomKey;
    seen.current = { local: localKey, room: roomKey };
    if (localMoved) following.current = null;
    const room = client.view();
    if (!room.title || roomKey === localKey) return;
    if (localMoved && canControl(room, client.member)) {
      // Unless the room was told as the navigation set off.
      if (announced.current !== localKey) client.nextEpisode(here.current);
    } else if (roomMoved) goToRoom(false);
  }, [client, localKey, roomKey, goToRoom]);

  // A navigation drops the fragment (the Next link has none): put it back, so that a reload rejoins and the
  // address bar is the invite.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each page this room is on
  useEffect(() => {
    if (!window.location.hash.includes(secret))
      window.history.replaceState(window.history.state, "", inviteUrl(window.location.href, secret));
  }, [localKey, secret]);

  // "Start together": at the count's end everyone plays from its second.
  const countdownEnd = view.countdown?.endsAt ?? null;
  const countdownAt = view.countdown?.position ?? 0;
  useEffect(() => {
    if (countdownEnd === null) return;
    // Meanwhile a player that takes commands waits at that second.
    if (player.acceptsCommands()) steer("pause", countdownAt);
    const timer = window.setTimeout(
      () => {
        if (player.acceptsCommands()) steer("play", countdownAt);
        else player.reloadAt(countdownAt);
      },
      Math.max(0, countdownEnd - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [countdownEnd, countdownAt, player, steer]);

  return {
    elsewhere: view.title !== null && roomKey !== localKey,
    followRoom,
    catchUp: useCallback(
      (member: MemberView) => {
        if (member.position !== null) moveTo(member.position, member.playing, true);
      },
      [moveTo],
    ),
  };
}
