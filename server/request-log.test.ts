import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { PREFIXED_LANGUAGES } from "~/i18n/languages";
import { anonymiseAddress, LANGUAGE_SEGMENT, loggedTarget, requestIdOf, routeLabel } from "./request-log.mjs";

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("request log fields", () => {
  it("never logs a full client address", () => {
    expect(anonymiseAddress("203.0.113.77")).toBe("203.0.113.0");
    expect(anonymiseAddress("::ffff:198.51.100.9")).toBe("198.51.100.0");
    expect(anonymiseAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::/48");
    expect(anonymiseAddress("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(anonymiseAddress("not an address")).toBe("unknown");
  });

  it("hides the values of parameters that may carry a secret or a sync code", () => {
    expect(loggedTarget("/search?q=night&page=2")).toBe("/search?q=night&page=2");
    expect(loggedTarget("/list?sync=ABCD-1234&code=9999&api_key=k&x=1")).toBe(
      "/list?sync=[redacted]&code=[redacted]&api_key=[redacted]&x=1",
    );
    expect(loggedTarget(`/${"a".repeat(400)}`)).toHaveLength(300);
    // The synced lists' document id is derived from the sync code.
    expect(loggedTarget("/api/sync/3f9a0c1d2e")).toBe("/api/sync/[redacted]");
    expect(loggedTarget("/api/sync/3f9a0c1d2e?since=5")).toBe("/api/sync/[redacted]?since=5");
    expect(loggedTarget("/api/rooms/AbCdEfGhIjKlMnOpQrSt_-")).toBe("/api/rooms/[redacted]");
  });

  it("takes a request id from a trusted proxy only, and only one that looks like an id", () => {
    expect(requestIdOf(request({ "x-request-id": "lb-0123456789" }), 1)).toBe("lb-0123456789");
    expect(requestIdOf(request({ "x-request-id": "lb-0123456789" }), 0)).not.toBe("lb-0123456789");
    expect(requestIdOf(request({ "x-request-id": "<script>alert(1)</script>" }), 1)).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it("names routes by template, whatever the URL", () => {
    expect(routeLabel("/movie/550?season=2")).toBe("/movie/:id");
    expect(routeLabel("/es/movie/550?season=2")).toBe("/movie/:id");
    expect(routeLabel("/pt-br")).toBe("/");
    expect(routeLabel("/ar/popular-actors")).toBe("/popular-actors");
    expect(routeLabel("/esx/movie/550")).toBe("other");
    expect(routeLabel("/series")).toBe("/series");
    expect(routeLabel("/series/1399")).toBe("/series/:id");
    expect(routeLabel("/api/embed/movie/550")).toBe("/api/embed/:type/:id");
    expect(routeLabel("/demo-images/w500/p-1.webp")).toBe("/demo-images");
    expect(routeLabel("/assets/app-abc.js")).toBe("/assets");
    expect(routeLabel("/api/sync/3f9a0c1d2e")).toBe("/api/sync/:id");
    expect(routeLabel("/wp-login.php")).toBe("other");
  });
});

describe("LANGUAGE_SEGMENT", () => {
  it("matches exactly the interface languages' URL segments (app/i18n/languages.ts)", () => {
    for (const language of PREFIXED_LANGUAGES)
      expect(LANGUAGE_SEGMENT.test(`/${language.segment}/x`)).toBe(true);
    const listed = LANGUAGE_SEGMENT.source.match(/\(\?:([^)]*)\)/)?.[1]?.split("|");
    expect(listed?.sort()).toEqual(PREFIXED_LANGUAGES.map((language) => language.segment).sort());
  });
});
