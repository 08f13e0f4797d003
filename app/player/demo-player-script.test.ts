import { describe, expect, it } from "vitest";
import { clock, demoPlayerScript } from "./demo-player-script";

describe("clock", () => {
  it("reads minutes and seconds, and hours once there are any", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(75)).toBe("1:15");
    expect(clock(3725)).toBe("1:02:05");
    expect(clock(6480)).toBe("1:48:00");
  });
});

describe("demoPlayerScript", () => {
  it("is one self-contained statement a browser can parse", () => {
    const script = demoPlayerScript();
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('"messageType":"marquee:progress"');
    expect(script).not.toMatch(/<\/script/i);
  });

  it("does nothing on a page without a player", () => {
    const document = { querySelector: () => null };
    expect(() => new Function("document", "window", demoPlayerScript())(document, {})).not.toThrow();
  });
});
