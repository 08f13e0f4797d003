import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./accept-encoding.mjs";

describe("acceptsEncoding", () => {
  it("is true when gzip is named or covered by *, with a weight above 0", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "gzip")).toBe(true);
    expect(acceptsEncoding("br;q=1.0, gzip;q=0.8", "gzip")).toBe(true);
    expect(acceptsEncoding("*", "gzip")).toBe(true);
    expect(acceptsEncoding("br, gzip;q=0", "gzip")).toBe(false);
    expect(acceptsEncoding("br, *;q=0", "gzip")).toBe(false);
    expect(acceptsEncoding("br", "gzip")).toBe(false);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
  });

  it("reads brotli the same way", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip, br;q=0", "br")).toBe(false);
    expect(acceptsEncoding("*;q=0.5", "br")).toBe(true);
    expect(acceptsEncoding("gzip", "br")).toBe(false);
  });
});
