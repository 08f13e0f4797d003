import { describe, expect, it, vi } from "vitest";
import { CatalogueError } from "~/catalogue/catalogue-error";
import {
  catalogueFailureHeaders,
  failureHeadersOf,
  failureResponseInit,
  throwCatalogueFailure,
} from "./catalogue-failure";

function thrown(error: unknown): unknown {
  try {
    throwCatalogueFailure(error);
  } catch (caught) {
    return caught;
  }
  throw new Error("throwCatalogueFailure returned");
}

describe("throwCatalogueFailure", () => {
  it("answers a catalogue failure with its own status, never a 500", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const cases = [
      [new CatalogueError("unavailable", "TMDB x did not answer"), 503],
      [new CatalogueError("upstream", "TMDB x answered 500"), 502],
      [new CatalogueError("invalid_response", "TMDB x answered with invalid JSON"), 502],
      [new CatalogueError("rate_limited", "TMDB x is rate limited", { retryAfterSeconds: 3 }), 429],
      [new CatalogueError("not_found", "TMDB x was not found"), 404],
    ] as const;
    for (const [error, status] of cases) {
      // What `data(body, init)` makes: React Router answers the page with init.status.
      const response = thrown(error) as { type: string; init: ResponseInit };
      expect(response.type).toBe("DataWithResponseInit");
      expect(response.init.status).toBe(status);
    }
    log.mockRestore();
  });

  it("rethrows anything that is not a catalogue failure as it is", () => {
    const bug = new TypeError("x is undefined");
    expect(thrown(bug)).toBe(bug);
  });
});

describe("catalogueFailureHeaders", () => {
  it("passes TMDB's Retry-After on a 429, rounded up, and defaults it when TMDB sent none", () => {
    const asked = new CatalogueError("rate_limited", "m", { retryAfterSeconds: 2.5 });
    expect(catalogueFailureHeaders(asked).get("Retry-After")).toBe("3");
    expect(catalogueFailureHeaders(new CatalogueError("rate_limited", "m")).get("Retry-After")).toBe("10");
    const silly = new CatalogueError("rate_limited", "m", { retryAfterSeconds: 1e9 });
    expect(catalogueFailureHeaders(silly).get("Retry-After")).toBe("3600");
  });

  it("never lets a failure be cached, and adds no Retry-After to a 502", () => {
    const headers = catalogueFailureHeaders(new CatalogueError("upstream", "m"));
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.has("Retry-After")).toBe(false);
  });
});

describe("failureHeadersOf", () => {
  it("keeps only Retry-After and Cache-Control of a thrown response", () => {
    const headers = failureHeadersOf(
      new Headers({ "Retry-After": "5", "Cache-Control": "no-store", "X-Other": "1" }),
    );
    expect([...headers.keys()].sort()).toEqual(["cache-control", "retry-after"]);
    expect(failureHeadersOf(undefined).has("Retry-After")).toBe(false);
  });
});

describe("failureResponseInit", () => {
  it("leaves a page that worked alone", () => {
    expect(failureResponseInit(null)).toBeUndefined();
    expect(failureResponseInit(undefined)).toBeUndefined();
  });

  it("gives a page that still renders the failure's status, no-store and Retry-After", () => {
    const init = failureResponseInit(
      new CatalogueError("rate_limited", "TMDB x is rate limited", { retryAfterSeconds: 7 }),
    );
    expect(init?.status).toBe(429);
    const headers = new Headers(init?.headers);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(headers.get("Retry-After")).toBe("7");
  });
});
