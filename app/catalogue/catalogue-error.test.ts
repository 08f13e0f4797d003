import { describe, expect, it } from "vitest";
import { CatalogueError, isNotFound, scrubSecrets } from "./catalogue-error";

const KEY = "FAKEKEY-0123456789abcdef";

describe("CatalogueError", () => {
  it.each([
    ["not_found", 404],
    ["rate_limited", 429],
    ["upstream", 502],
    ["invalid_response", 502],
    ["unavailable", 503],
  ] as const)("%s answers %i", (reason, status) => {
    const error = new CatalogueError(reason, "message");
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(status);
    expect(error.reason).toBe(reason);
  });

  it("scrubs the credential from its message", () => {
    const error = new CatalogueError(
      "unavailable",
      `GET https://api.test/3/movie/1?api_key=${KEY} failed ${KEY}`,
      {
        secrets: [KEY],
      },
    );
    expect(error.message).not.toContain(KEY);
    expect(error.message).toContain("api_key=[redacted]");
    expect(error.stack ?? "").not.toContain(KEY);
  });

  it("isNotFound tells not_found from other failures and from other errors", () => {
    expect(isNotFound(new CatalogueError("not_found", "gone"))).toBe(true);
    expect(isNotFound(new CatalogueError("upstream", "broken"))).toBe(false);
    expect(isNotFound(new Error("not found"))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});

describe("scrubSecrets", () => {
  it("removes known secrets in raw and URL-encoded form", () => {
    const secret = "a+b/c=d";
    const text = `raw ${secret} encoded ${encodeURIComponent(secret)}`;
    expect(scrubSecrets(text, [secret])).toBe("raw [redacted] encoded [redacted]");
  });

  it("removes api_key values and bearer tokens even when the value is not known", () => {
    expect(scrubSecrets("https://x.test/3/a?page=1&api_key=zzz&b=2", [])).toBe(
      "https://x.test/3/a?page=1&api_key=[redacted]&b=2",
    );
    expect(scrubSecrets("Authorization: Bearer eyJabc.def", [])).toBe("Authorization: Bearer [redacted]");
  });

  it("ignores empty secrets", () => {
    expect(scrubSecrets("nothing to hide", [""])).toBe("nothing to hide");
  });
});
