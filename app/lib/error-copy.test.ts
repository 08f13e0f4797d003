import { describe, expect, it } from "vitest";
import { errorCopy } from "./error-copy";

describe("errorCopy", () => {
  it("tells a missing page from a busy or unavailable catalogue", () => {
    expect(errorCopy(404)).toMatchObject({ heading: "Page not found", retry: false });
    expect(errorCopy(429)).toMatchObject({ heading: "The catalogue is busy", retry: true });
    for (const status of [502, 503, 504]) {
      expect(errorCopy(status)).toMatchObject({ heading: "The catalogue is unavailable", retry: true });
    }
  });

  it("says a taken-down title is not available for legal reasons, with nothing to retry", () => {
    expect(errorCopy(451)).toMatchObject({ heading: "Not available", retry: false });
    expect(errorCopy(451).message).toMatch(/legal reasons/);
  });

  it("falls back to a generic message, with a retry, for anything else", () => {
    for (const status of [null, 400, 405, 500]) {
      expect(errorCopy(status)).toMatchObject({ heading: "Something went wrong", retry: true });
    }
  });
});
