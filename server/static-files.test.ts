import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { listenOnLoopback } from "../tests/support/free-port.mjs";
import { createStaticFiles } from "./static-files.mjs";

// The build's files, served as the server serves them, including the case that used to crash the process: a
// file listed at start-up and gone since.

let server: Server | undefined;
let dir: string | undefined;

afterEach(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function serve(files: Record<string, string>): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), "marquee-static-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const assets = createStaticFiles(dir);
  server = createServer((req, res) =>
    assets(req, res, () => {
      res.statusCode = 404;
      res.end("not a file");
    }),
  );
  return `http://127.0.0.1:${await listenOnLoopback(server)}`;
}

describe("the build's files", () => {
  it("serves a file, its brotli copy to a browser that takes it, and passes other paths on", async () => {
    const origin = await serve({ "robots.txt": "User-agent: *", "app.js": "plain", "app.js.br": "brotli" });
    const robots = await fetch(`${origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await robots.text()).toBe("User-agent: *");
    const script = await fetch(`${origin}/app.js`, { headers: { "Accept-Encoding": "br" } });
    expect(script.headers.get("content-encoding")).toBe("br");
    expect(script.headers.get("cache-control")).toBe("public, max-age=3600");
    await script.body?.cancel();
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
  });

  it("ends only that response when a file has gone since start-up, and keeps serving", async () => {
    const origin = await serve({ "gone.txt": "soon gone", "kept.txt": "still here" });
    rmSync(join(dir as string, "gone.txt"));
    await expect(fetch(`${origin}/gone.txt`).then((response) => response.text())).rejects.toThrow();
    const kept = await fetch(`${origin}/kept.txt`);
    expect(await kept.text()).toBe("still here");
  });
});
