import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  createDemoImageRenderer,
  type ImageBytes,
  type Rasterise,
  renderDemoImage,
} from "./artwork-raster.server";
import { artworkSamples } from "./artwork-samples";
import { demoCatalogue } from "./catalogue-data.server";

const KB = 1024;

/** A WebP file: a RIFF container whose form type is WEBP. */
function isWebp(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
}

async function webp(size: string, file: string): Promise<ImageBytes> {
  const image = await renderDemoImage(size, file);
  expect(image?.contentType, `${size} ${file}`).toBe("image/webp");
  const body = image?.body;
  if (!(body instanceof Uint8Array)) throw new Error(`${size} ${file} is not bytes`);
  expect(isWebp(body), `${size} ${file}`).toBe(true);
  return body;
}

describe("demo artwork as WebP", () => {
  const { catalogue, movie, series, season, episode, person } = artworkSamples();

  // Each kind at the size the app asks for it (app/catalogue/images.ts), with the pixels it must come out at.
  const cases: Array<[string, string | null | undefined, number, number]> = [
    ["w342", movie?.posterPath, 342, 513],
    ["w1280", movie?.backdropPath, 1280, 720],
    ["original", movie?.backdropPath, 1280, 720],
    ["w342", series?.posterPath, 342, 513],
    ["w342", season?.posterPath, 342, 513],
    ["w300", episode?.stillPath, 300, 169],
    ["w200", person?.profilePath, 200, 301],
    ["h632", person?.profilePath, 421, 632],
    ["w92", "/provider-8.webp", 92, 92],
    ["w92", "/network-8101.webp", 92, 92],
  ];

  it.each(cases)("renders %s %s as a WebP of %i × %i", async (size, file, width, height) => {
    expect(file).toBeTruthy();
    const body = await webp(size, file ?? "");
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([width, height]);
    expect(body.byteLength).toBeLessThan(32 * KB);
  });

  it("keeps posters small", async () => {
    const posters = catalogue.movies.flatMap((entry) => (entry.posterPath ? [entry.posterPath] : []));
    const sizes: number[] = [];
    // Every 50th poster: the whole catalogue takes half a minute to render.
    for (let index = 0; index < posters.length; index += 50) {
      sizes.push((await webp("w342", posters[index] ?? "")).byteLength);
    }
    sizes.sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(6 * KB);
    expect(sizes.at(-1)).toBeLessThan(16 * KB);
  });

  it("draws the poster's title in the system's fonts", async () => {
    // The title is white on the dark band below the motif (y 300-513 of 513): solid bold letters cover thousands
    // of pixels (~5,000 for "The Last Harbor"), where a machine without fonts draws hollow boxes (~500).
    const body = await webp("w342", movie?.posterPath ?? "");
    const { data, info } = await sharp(body)
      .extract({ left: 0, top: 310, width: 342, height: 150 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let at = 0; at < data.length; at += info.channels) {
      if ((data[at] ?? 0) > 220 && (data[at + 1] ?? 0) > 220 && (data[at + 2] ?? 0) > 220) white++;
    }
    expect(white).toBeGreaterThan(2000);
  });

  it("serves the old .svg name of the same image as the SVG drawing", async () => {
    const old = (movie?.posterPath ?? "").replace(/\.webp$/, ".svg");
    const image = await renderDemoImage("w342", old);
    expect(image?.contentType).toBe("image/svg+xml");
    expect(image?.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="342" height="513"/);
  });

  it("is null for what the catalogue does not hand out", async () => {
    for (const [size, file] of [
      ["w342", "/m1-poster.webp"],
      ["w342", "/m1-poster.svg"],
      ["w999", movie?.posterPath ?? ""],
      ["w342", (movie?.posterPath ?? "").replace(/\.webp$/, ".jpg")],
      ["w342", "../../etc/passwd"],
    ]) {
      expect(await renderDemoImage(size ?? "", file ?? ""), `${size} ${file}`).toBeNull();
    }
  });
});

describe("the demo image cache", () => {
  const poster = demoCatalogue().movies.find((entry) => entry.posterPath)?.posterPath ?? "";
  const backdrop = demoCatalogue().movies.find((entry) => entry.backdropPath)?.backdropPath ?? "";

  /** A rasteriser that records what it was asked for and answers `bytes` bytes once released. */
  function fakeRasteriser(bytes = 100) {
    const calls: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const rasterise: Rasterise = async (drawing) => {
      calls.push(`${drawing.width}x${drawing.height}`);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return new Uint8Array(bytes).fill(calls.length);
    };
    return { rasterise, calls, mostAtOnce: () => mostAtOnce };
  }

  it("renders an image once for all concurrent requests, and serves it from memory afterwards", async () => {
    const fake = fakeRasteriser();
    const render = createDemoImageRenderer({ rasterise: fake.rasterise });
    const answers = await Promise.all(Array.from({ length: 8 }, () => render("w342", poster)));
    expect(fake.calls).toEqual(["342x513"]);
    for (const answer of answers)
      expect(answer).toEqual({ body: answers[0]?.body, contentType: "image/webp" });
    expect(await render("w342", poster.slice(1))).toEqual(answers[0]);
    expect(fake.calls).toHaveLength(1);
    await render("w185", poster);
    expect(fake.calls).toEqual(["342x513", "185x278"]);
  });

  it("never renders for unknown names or the old SVG names", async () => {
    const fake = fakeRasteriser();
    const render = createDemoImageRenderer({ rasterise: fake.rasterise });
    expect(await render("w342", "/m1-poster.webp")).toBeNull();
    expect((await render("w342", poster.replace(/\.webp$/, ".svg")))?.contentType).toBe("image/svg+xml");
    expect(fake.calls).toEqual([]);
  });

  it("holds no more bytes than it is given, dropping the least recently used", async () => {
    const fake = fakeRasteriser(1000);
    // Room for two 1,000-byte images and their keys, not three.
    const render = createDemoImageRenderer({ rasterise: fake.rasterise, maxBytes: 2100 });
    await render("w342", poster);
    await render("w780", backdrop);
    await render("w342", poster); // poster is now the most recently used
    expect(fake.calls).toHaveLength(2);
    await render("w1280", backdrop); // evicts the w780 backdrop
    await render("w342", poster);
    expect(fake.calls).toHaveLength(3);
    await render("w780", backdrop);
    expect(fake.calls).toHaveLength(4);
  });

  it("renders a few images at a time, and tries again after a failed render", async () => {
    const fake = fakeRasteriser();
    const render = createDemoImageRenderer({ rasterise: fake.rasterise });
    await Promise.all(["w92", "w154", "w185", "w300", "w342", "w500"].map((size) => render(size, poster)));
    expect(fake.calls).toHaveLength(6);
    expect(fake.mostAtOnce()).toBe(2);

    let failures = 1;
    const flaky = createDemoImageRenderer({
      rasterise: async (drawing) => {
        if (failures-- > 0) throw new Error("librsvg failed");
        return fake.rasterise(drawing);
      },
    });
    await expect(flaky("w342", poster)).rejects.toThrow("librsvg failed");
    expect((await flaky("w342", poster))?.contentType).toBe("image/webp");
  });
});
