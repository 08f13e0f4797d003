import { type ChildProcess, spawn } from "node:child_process";
import { request as httpRequest } from "node:http";
import { expect, test } from "./support/test";

// The HTTP layer (docs/decisions/0008-security-headers.md, 0009-html-cache.md): security headers, caching
// headers, ETags, size limits, the API's rate limit and the HTML cache, against the production build. What
// needs other settings (TRUST_PROXY, a tiny rate limit) runs on this spec's own server, so the shared demo app
// keeps its defaults for every other spec.

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

/** Starts the production server on a free port with extra environment; resolves to its base URL. */
async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["server/server.mjs"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", TMDB_API_KEY: "", TMDB_READ_TOKEN: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (match) resolve(match[0]);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { url, child };
}

/** A raw request, so headers larger than a client library allows can be sent. */
function rawStatus(base: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

test.describe("security headers", () => {
  test("a page carries the site's policy with a fresh nonce that its scripts, and only they, carry", async ({
    request,
  }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const headers = first.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    expect(headers["permissions-policy"]).not.toContain("fullscreen");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    // Plain http and no trusted proxy: no HSTS.
    expect(headers["strict-transport-security"]).toBeUndefined();

    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/(^|; )frame-src 'self'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);

    const nonces = [policy, second.headers()["content-security-policy"] ?? ""].map((p) => NONCE.exec(p)?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);

    for (const [response, nonce] of [
      [first, nonces[0]],
      [second, nonces[1]],
    ] as const) {
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    }
  });

  test("everything else carries the headers too, with a policy that runs nothing", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js(?=")/)?.[0] ?? "";
    const poster = html.match(/\/demo-images\/w342\/[\w-]+\.webp/)?.[0] ?? "";
    expect(poster).toBeTruthy();
    const oldPoster = poster.replace(/\.webp$/, ".svg");
    for (const path of [asset, "/api/genre/movie/28", "/favicon.svg", poster, oldPoster]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
    }
  });

  test("HSTS only over HTTPS: a trusted proxy's X-Forwarded-Proto, never an untrusted one's", async ({
    request,
  }) => {
    const untrusted = await request.get("/healthz", { headers: { "X-Forwarded-Proto": "https" } });
    expect(untrusted.headers()["strict-transport-security"]).toBeUndefined();

    const server = await startServer({ TRUST_PROXY: "1" });
    try {
      const secure = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "https" } });
      expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      const plain = await fetch(`${server.url}/`, { headers: { "X-Forwarded-Proto": "http" } });
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    } finally {
      server.child.kill("SIGKILL");
    }
  });
});

test.describe("HTTP caching", () => {
  test("pages say how long a CDN may keep them: lists briefly, details longer, missing pages shortly", async ({
    request,
  }) => {
    const home = await request.get("/");
    expect(home.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    const href = (await home.text()).match(/href="(\/movie\/\d+)"/)?.[1] ?? "";
    const details = await request.get(href);
    expect(details.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
    );
    expect(details.headers().vary).toContain("Accept-Language");
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  });

  test("JSON answers carry an ETag, and a client that has it gets a 304 with no body", async ({
    request,
  }) => {
    const first = await request.get("/api/genre/movie/28");
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toContain("s-maxage=");
    const etag = first.headers().etag ?? "";
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await request.get("/api/genre/movie/28", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers().etag).toBe(etag);
    expect((await again.body()).byteLength).toBe(0);

    const other = await request.get("/api/genre/movie/28?p=2", { headers: { "If-None-Match": etag } });
    expect(other.status()).toBe(200);

    const head = await request.head("/api/genre/movie/28");
    expect(head.status()).toBe(200);
    expect(head.headers().etag).toBe(etag);
    expect((await head.body()).byteLength).toBe(0);
  });

  test("generated artwork carries an ETag and answers 304 to a client that has it", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const poster = html.match(/\/demo-images\/w342\/[\w-]+\.webp/)?.[0] ?? "";
    expect(poster).toBeTruthy();
    // The raster the catalogue hands out, and the SVG name visitors' stored lists may still hold.
    for (const [path, type] of [
      [poster, "image/webp"],
      [poster.replace(/\.webp$/, ".svg"), "image/svg+xml"],
    ] as const) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      expect(first.headers()["content-type"], path).toBe(type);
      expect(first.headers()["cache-control"], path).toBe(
        "public, max-age=86400, stale-while-revalidate=604800",
      );
      const etag = first.headers().etag ?? "";
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await request.get(path, { headers: { "If-None-Match": `"other", ${etag}` } });
      expect(again.status(), path).toBe(304);
      expect((await again.body()).byteLength, path).toBe(0);
    }
  });

  test("the HTML cache serves a page again with a nonce of its own in header and scripts", async ({
    request,
  }) => {
    await request.get("/series");
    const cached = await request.get("/series");
    expect(cached.headers()["x-cache"]).toMatch(/HIT|STALE/);
    const nonce = NONCE.exec(cached.headers()["content-security-policy"] ?? "")?.[1];
    const body = await cached.text();
    expect(body).toContain(`nonce="${nonce}"`);
    expect(body.match(/nonce="([^"]+)"/g)?.every((found) => found === `nonce="${nonce}"`)).toBe(true);
  });

  test("title pages are cached per Where-to-watch region, not per spelling of Accept-Language", async ({
    request,
  }) => {
    const home = await (await request.get("/")).text();
    const id = /href="\/movie\/(\d+)"/.exec(home)?.[1];
    expect(id).toBeDefined();
    const path = `/movie/${id}`;
    const get = (language: string) => request.get(path, { headers: { "Accept-Language": language } });
    await get("de-DE,de;q=0.9");
    // Another German visitor's browser: same region, so the same stored page.
    const sameRegion = await get("de-DE, en-US;q=0.5, en;q=0.3");
    expect(sameRegion.headers()["x-cache"]).toMatch(/HIT|STALE/);
    // A header made up for this request alone gets the default region's page, not a render of its own.
    await get("xx");
    const madeUp = await get(`qq-${Date.now()}`);
    expect(madeUp.headers()["x-cache"]).toMatch(/HIT|STALE/);
    // Another region is another page.
    expect((await get("fr-FR")).headers()["x-cache"]).toBe("MISS");
  });

  test("a cached page comes gzipped without being compressed again, and decodes to a page with its own nonce", async ({
    request,
  }) => {
    const headers = { "Accept-Encoding": "br, gzip" };
    await request.get("/explore-movies?g=28", { headers });
    const cached = await request.get("/explore-movies?g=28", { headers });
    expect(cached.headers()["x-cache"]).toMatch(/HIT|STALE/);
    expect(cached.headers()["content-encoding"]).toBe("gzip");
    const nonce = NONCE.exec(cached.headers()["content-security-policy"] ?? "")?.[1];
    const body = await cached.text();
    expect(body).toContain("</html>");
    expect(body.match(/nonce="([^"]+)"/g)?.every((found) => found === `nonce="${nonce}"`)).toBe(true);
  });
});

test.describe("limits", () => {
  test("an overlong URL gets 414 and an overlong header 431, never a 500", async ({ baseURL }) => {
    const base = baseURL ?? "";
    expect(await rawStatus(base, `/search?q=${"a".repeat(9000)}`)).toBe(414);
    expect(await rawStatus(base, "/", { "X-Padding": "a".repeat(20_000) })).toBe(431);
    expect(await rawStatus(base, "/healthz")).toBe(200);
  });

  test("a malformed Host header is a 400, and the server keeps answering", async ({ baseURL }) => {
    const base = baseURL ?? "";
    expect(await rawStatus(base, "/", { Host: "bad host" })).toBe(400);
    expect(await rawStatus(base, "/healthz")).toBe(200);
  });

  test("the JSON API allows each client API_RATE_LIMIT requests a minute, then answers 429", async () => {
    const server = await startServer({ API_RATE_LIMIT: "3", TRUST_PROXY: "1" });
    try {
      const ask = (client: string) =>
        fetch(`${server.url}/api/genre/movie/28`, { headers: { "X-Forwarded-For": client } });
      for (let i = 0; i < 3; i++) expect((await ask("203.0.113.7")).status).toBe(200);
      const refused = await ask("203.0.113.7");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.json()).toMatchObject({ success: false, error: "Too many requests" });
      // Another client has its own allowance, and nothing outside /api/ is limited.
      expect((await ask("198.51.100.4")).status).toBe(200);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      server.child.kill("SIGKILL");
    }
  });
});
