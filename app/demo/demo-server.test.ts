import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningDemoServer, startDemoServer } from "./demo-server.server";

describe("demo HTTP server", () => {
  let running: RunningDemoServer;

  beforeAll(async () => {
    running = await startDemoServer(0);
  });

  afterAll(async () => {
    await running.close();
  });

  it("serves the TMDB API under /3", async () => {
    expect(running.apiBaseUrl).toBe(`http://127.0.0.1:${running.port}/3`);
    const response = await fetch(`${running.apiBaseUrl}/movie/popular?api_key=x&page=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as { results: unknown[] };
    expect(body.results).toHaveLength(20);
    const missing = await fetch(`${running.apiBaseUrl}/movie/1`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status_code: 34 });
  });

  it("serves generated images under /t/p/{size}/{file}", async () => {
    const movie = await fetch(`${running.apiBaseUrl}/movie/100001?api_key=x`);
    const { poster_path: poster } = (await movie.json()) as { poster_path: string };
    expect(poster).toBe("/m100001-poster.webp");
    const image = await fetch(`${running.imageBaseUrl}/w342${poster}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const body = new Uint8Array(await image.arrayBuffer());
    expect(new TextDecoder().decode(body.subarray(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(body.subarray(8, 12))).toBe("WEBP");
    const old = await fetch(`${running.imageBaseUrl}/w342/m100001-poster.svg`);
    expect(old.status).toBe(200);
    expect(old.headers.get("content-type")).toBe("image/svg+xml");
    expect(await old.text()).toMatch(/^<svg /);
    expect((await fetch(`${running.imageBaseUrl}/w342/m1-poster.webp`)).status).toBe(404);
    expect((await fetch(`${running.imageBaseUrl}/w342/m1-poster.svg`)).status).toBe(404);
  });
});

describe("demo-api command", () => {
  it("prints its address, answers, and stops on SIGTERM", async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
    const child = spawn(process.execPath, ["--import", "tsx", "app/demo/cli.ts", "--port", "0"], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("\n")) resolve(output.split("\n")[0] ?? "");
        });
        child.once("exit", (code) => reject(new Error(`exited early (${code})`)));
      });
      const match = line.match(
        /^Demo TMDB API: (http:\/\/127\.0\.0\.1:\d+\/3) \(images: (http:\/\/127\.0\.0\.1:\d+\/t\/p)\)$/,
      );
      expect(match, line).not.toBeNull();
      const genres = await fetch(`${match?.[1]}/genre/movie/list`);
      expect(genres.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  }, 20_000);
});
