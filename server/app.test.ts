import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./app.mjs";

describe("acceptsGzip", () => {
  it("is true when gzip is named or covered by *, with a weight above 0", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br, gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
