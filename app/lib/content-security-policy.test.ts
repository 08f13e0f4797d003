import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, imageOrigins } from "./content-security-policy";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const policy = directives(
    contentSecurityPolicy({
      nonce: "abc123DEF456ghi789JK==",
      imageOrigins: ["https://image.tmdb.org"],
      frameOrigins: ["'self'", "https://player.example.test"],
    }),
  );

  it("lets only scripts carrying this response's nonce run, never inline ones without it", () => {
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'nonce-abc123DEF456ghi789JK=='",
      "'strict-dynamic'",
    ]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
  });

  it("loads images from this site and the catalogue's image host, frames only from the given origins", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://image.tmdb.org"]);
    expect(policy.get("frame-src")).toEqual(["'self'", "https://player.example.test"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("lets only this site frame its pages and receive its forms", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });
});

describe("imageOrigins", () => {
  it("is the origin of an absolute image base URL, and nothing for this site's own path", () => {
    expect(imageOrigins("https://image.tmdb.org/t/p")).toEqual(["https://image.tmdb.org"]);
    expect(imageOrigins("/demo-images")).toEqual([]);
  });
});
