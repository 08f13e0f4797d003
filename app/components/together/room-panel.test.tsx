// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InLanguage, i18nIn } from "~/i18n/test-language";
import type { RoomClient, RoomStatus } from "~/together/room-client";
import type { MemberView, RoomView } from "~/together/room-state";
import { ChatSection } from "./chat-section";
import { PeopleSection } from "./people-section";
import { PlaybackSection } from "./playback-section";
import type { PlayerBridge } from "./player-bridge";
import { statusText } from "./room-panel";
import type { PlayerSync } from "./use-player-sync";

// The panel's parts against a room client that only records what it is asked: what a member sees of the room,
// and what their presses ask of it.

afterEach(cleanup);

const NOW = Date.now();
const member = (id: string, name: string, position: number | null, online = true): MemberView => ({
  id,
  name,
  position,
  playing: true,
  online,
  lastSeen: NOW,
});

function roomView(changes: Partial<RoomView> = {}): RoomView {
  return {
    title: { kind: "movie", id: 101488, season: null, episode: null, path: "/watch/101488" },
    playing: true,
    position: 600,
    host: "ada",
    controller: "ada",
    mode: "host",
    members: [member("ada", "Ada", 600), member("bo", "بو", 540)],
    connectedCount: 2,
    chat: [],
    reactions: [],
    events: [],
    countdown: null,
    // Now: positions move on from here while the room plays (a slow machine's first test starts late).
    at: Date.now(),
    self: "bo",
    ...changes,
  };
}

function fakeClient(view: RoomView, me: string, status: RoomStatus = "open") {
  return {
    member: me,
    status,
    roomId: "room",
    view: () => view,
    subscribe: () => () => {},
    setName: vi.fn(),
    play: vi.fn(),
    pause: vi.fn(),
    seek: vi.fn(),
    nextEpisode: vi.fn(),
    setTitle: vi.fn(),
    reportProgress: vi.fn(),
    chat: vi.fn(),
    react: vi.fn(),
    setControl: vi.fn(),
    startCountdown: vi.fn(),
    onCommand: () => () => {},
    leave: vi.fn(),
  } satisfies RoomClient;
}

const noCommands: PlayerBridge = {
  listen: () => () => {},
  latest: () => null,
  send: () => false,
  acceptsCommands: () => false,
  reloadAt: vi.fn(() => true),
};

function inPage(node: React.ReactNode, code: "en" | "ar" = "en") {
  return render(
    <MemoryRouter>
      <InLanguage code={code}>{node}</InLanguage>
    </MemoryRouter>,
  );
}

describe("the room's status line", () => {
  it("says why the room cannot be entered, in the page's language", () => {
    const view = roomView();
    expect(statusText("full", view, i18nIn("en"))).toBe(
      "This room is full: at most 12 people can watch together.",
    );
    expect(statusText("refused", view, i18nIn("fr"))).toMatch(/^Impossible d'ouvrir la salle/);
    expect(statusText("reconnecting", view, i18nIn("ja"))).toMatch(/^接続が切れました/);
    expect(statusText("open", view, i18nIn("en"))).toBe("");
    expect(statusText("open", roomView({ connectedCount: 1 }), i18nIn("en"))).toBe(
      "Nobody else is here yet: send them the link.",
    );
  });
});

describe("the chat", () => {
  it("shows members' lines as text, in order with arrivals, each name kept apart from the sentence", () => {
    const view = roomView({
      chat: [{ id: "c1", from: "ada", name: "Ada", text: "<img src=x onerror=alert(1)> hi", at: NOW - 1000 }],
      events: [{ id: "e1", kind: "joined", member: "bo", name: "بو", at: NOW - 2000 }],
    });
    inPage(<ChatSection client={fakeClient(view, "bo")} view={view} />);
    const log = screen.getByRole("log", { name: "Messages in the room" });
    const lines = within(log).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "بو joined.",
      "Ada: <img src=x onerror=alert(1)> hi",
    ]);
    expect(log.querySelector("img")).toBeNull();
    expect(lines[0]?.querySelector("bdi")?.textContent).toBe("بو");
  });

  it("sends what is written, trimmed, and nothing for blank text; a reaction in one press", () => {
    const view = roomView();
    const client = fakeClient(view, "bo");
    inPage(<ChatSection client={client} view={view} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box.getAttribute("maxlength")).toBe("500");
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(client.chat).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: "  on my way  " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(client.chat).toHaveBeenCalledWith("on my way");
    expect((box as HTMLInputElement).value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "React with 😂" }));
    expect(client.react).toHaveBeenCalledWith("😂");
  });
});

describe("playback with a player that takes no commands", () => {
  const sync = (catchUp = vi.fn()): PlayerSync => ({ elsewhere: false, followRoom: vi.fn(), catchUp });

  it("offers to catch up with whoever is ahead, and to start together to one who may control", () => {
    const view = roomView({ mode: "everyone" });
    const client = fakeClient(view, "bo");
    const catchUp = vi.fn();
    inPage(<PlaybackSection client={client} view={view} player={noCommands} sync={sync(catchUp)} />);
    expect(screen.getByText(/^This player cannot be steered from here/)).toBeTruthy();
    const button = screen.getByRole("button", { name: "Catch up with Ada 1:00 ahead" });
    fireEvent.click(button);
    expect(catchUp).toHaveBeenCalledWith(view.members[0]);
    fireEvent.click(screen.getByRole("button", { name: "Start together" }));
    expect(client.startCountdown).toHaveBeenCalledWith(expect.closeTo(600, -1), 5);
  });

  it("counts down, and does not offer to start together to one who may not control", () => {
    const view = roomView({ countdown: { position: 600, endsAt: Date.now() + 3_500 } });
    inPage(<PlaybackSection client={fakeClient(view, "bo")} view={view} player={noCommands} sync={sync()} />);
    expect(screen.getByRole("status").textContent).toMatch(/^Starting together in [34] seconds…$/);
    expect(screen.queryByRole("button", { name: "Start together" })).toBeNull();
    // (The name is in a <bdi> of its own.)
    expect(document.body.textContent).toContain("Ada controls playback; your player follows.");
  });
});

describe("who is in the room", () => {
  it("lets the host hand control to a member, or to everyone; a guest only sees who leads", () => {
    const view = roomView({ self: "ada" });
    const host = fakeClient(view, "ada");
    inPage(<PeopleSection client={host} view={view} />);
    expect(screen.getByRole("heading", { name: "In the room: 2 people" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Give control to بو" }));
    expect(host.setControl).toHaveBeenCalledWith("host", "bo");
    fireEvent.click(screen.getByRole("button", { name: "Everyone" }));
    expect(host.setControl).toHaveBeenCalledWith("everyone", "ada");
    expect(screen.getByRole("button", { name: "Only Ada" }).getAttribute("aria-pressed")).toBe("true");
    cleanup();

    inPage(<PeopleSection client={fakeClient(view, "bo")} view={view} />, "ar");
    expect(screen.queryByRole("button", { name: /بو/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "في الغرفة: شخصان" })).toBeTruthy();
    expect(screen.getByText(/يتحكم في التشغيل/)).toBeTruthy();
  });
});
