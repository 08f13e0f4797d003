import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "~/demo/catalogue-data.server";
import { loader } from "./demo-image";

type Args = Parameters<typeof loader>[0];

function get(size: string, file: string): Promise<Response> {
  const request = new Request(`http://localhost/demo-images/${size}/${file}`);
  return loader({ request, params: { size, file }, context: {} } as unknown as Args);
}

describe("/demo-images/{size}/{file}", () => {
  const poster = (demoCatalogue().movies.find((entry) => entry.posterPath)?.posterPath ?? "").slice(1);

  it("answers the catalogue's .webp names with a WebP at the requested width", async () => {
    const response = await get("w185", poster);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=86400, stale-while-revalidate=604800",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const body = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(body.subarray(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(body.subarray(8, 12))).toBe("WEBP");
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 185, 278]);
    // Served again from memory, byte for byte.
    expect(new Uint8Array(await (await get("w185", poster)).arrayBuffer())).toEqual(body);
  });

  it("still answers the old .svg name of the same image, as SVG", async () => {
    const response = await get("w185", poster.replace(/\.webp$/, ".svg"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toMatch(/^<svg [^>]*width="185" height="278"/);
  });

  it("answers 404 for names the catalogue does not hand out", async () => {
    for (const [size, file] of [
      ["w342", "m1-poster.webp"],
      ["w342", "m1-poster.svg"],
      ["w342", "not-a-title.webp"],
      ["w342", poster.replace(/\.webp$/, ".png")],
      ["w9999", poster],
    ] as const) {
      const response = await get(size, file);
      expect(response.status, `${size}/${file}`).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain");
    }
  });
});
