// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InLanguage } from "~/i18n/test-language";
import type { PlayerFrameHandle } from "~/player/player-control";
import { demoSource, trailerSources } from "~/player/sources";
import { PlayerFrame } from "./player-frame";

// The handle the player frame gives the watch page for watching together (app/player/player-control.ts turns it
// into commands): the source and frame on screen, and a reload at a second.

afterEach(cleanup);

function renderFrame(sources = [demoSource({ kind: "movie", id: 101488 })]) {
  const handles: Array<PlayerFrameHandle | null> = [];
  const view = render(
    <InLanguage code="en">
      <PlayerFrame
        id={101488}
        kind="movie"
        heading="A film"
        sources={sources}
        detailsPath="/movie/101488"
        backdropUrl={null}
        playing={{ season: null, episode: null }}
        startAt={30}
        onPlayerEvent={() => {}}
        controlRef={(handle) => {
          handles.push(handle);
        }}
      />
    </InLanguage>,
    // Outside the document: happy-dom would try to load each frame's page, and say on the console it may not.
    { container: document.createElement("div") },
  );
  const frame = () => view.container.querySelector("iframe");
  return { handles, frame, latest: () => handles.filter(Boolean).at(-1) ?? null };
}

describe("the player frame's handle", () => {
  it("names the source on screen and its frame", () => {
    const { latest, frame } = renderFrame();
    expect(latest()?.source?.commands).toBe("marquee");
    expect(latest()?.frame).toBe(frame());
    expect(frame()?.getAttribute("src")).toBe("/demo-player/movie/101488?start=30");
  });

  it("reloads the frame at a position, as a new frame each time, and hands out a new handle for it", () => {
    const { latest, frame } = renderFrame();
    const first = frame();
    act(() => latest()?.reload(754.6));
    const second = frame();
    expect(second?.getAttribute("src")).toBe("/demo-player/movie/101488?start=754");
    expect(second).not.toBe(first);
    expect(latest()?.frame).toBe(second);
    // The same second again is still a reload: the player has moved on since.
    act(() => latest()?.reload(754));
    expect(frame()?.getAttribute("src")).toBe("/demo-player/movie/101488?start=754");
    expect(frame()).not.toBe(second);
    expect(latest()?.frame).toBe(frame());
  });

  it("hands out a trailer, which takes no commands, as it is", () => {
    const [trailer] = trailerSources([
      { key: "abc123", name: "Trailer", site: "YouTube", type: "Trailer", official: true },
    ]);
    const { latest } = renderFrame(trailer ? [trailer] : []);
    expect(latest()?.source?.commands).toBeNull();
    expect(latest()?.frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abc123");
  });
});
