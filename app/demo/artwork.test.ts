import { describe, expect, it } from "vitest";
import { drawDemoImage } from "./artwork.server";
import { escapeXml } from "./artwork-parts.server";
import { artworkSamples } from "./artwork-samples";

const KB = 1024;

/** Every "&" in the document starts an entity: a raw one would make the SVG invalid XML. */
function hasRawAmpersand(svg: string): boolean {
  return /&(?!(amp|lt|gt|quot|apos);)/.test(svg);
}

describe("generated artwork drawings", () => {
  const { catalogue, movie, series, season, episode, person } = artworkSamples();

  const files = [
    movie?.posterPath,
    movie?.backdropPath,
    series?.posterPath,
    season?.posterPath,
    episode?.stillPath,
    person?.profilePath,
    "/provider-8.webp",
    "/network-8101.webp",
  ];

  it("hands out .webp names, as TMDB hands out .jpg ones", () => {
    for (const file of files) expect(file).toMatch(/^\/[\w-]+\.webp$/);
  });

  it.each(files)("draws %s as a small SVG", (file) => {
    expect(file).toBeTruthy();
    const drawing = drawDemoImage("w342", file ?? "");
    expect(drawing?.format).toBe("webp");
    const body = drawing?.svg ?? "";
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(body.endsWith("</svg>")).toBe(true);
    expect(body.length).toBeLessThan(10 * KB);
    expect(hasRawAmpersand(body)).toBe(false);
  });

  it.each(files)("still draws the old SVG name of %s, as SVG", (file) => {
    const old = (file ?? "").replace(/\.webp$/, ".svg");
    const drawing = drawDemoImage("w342", old);
    expect(drawing?.format).toBe("svg");
    expect(drawing?.svg).toBe(drawDemoImage("w342", file ?? "")?.svg);
  });

  it("accepts the file with or without its leading slash, at every TMDB size", () => {
    const file = movie?.posterPath ?? "";
    expect(drawDemoImage("w342", file.slice(1))?.svg).toBe(drawDemoImage("w342", file)?.svg);
    for (const size of [
      "w45",
      "w92",
      "w154",
      "w185",
      "w200",
      "w300",
      "w342",
      "w500",
      "w780",
      "w1280",
      "h632",
      "original",
    ]) {
      expect(drawDemoImage(size, file), size).not.toBeNull();
    }
    expect(drawDemoImage("w92", file)?.svg).toContain('width="92" height="138" viewBox="0 0 342 513"');
    expect(drawDemoImage("w92", file)).toMatchObject({ width: 92, height: 138 });
    expect(drawDemoImage("h632", person?.profilePath ?? "")?.svg).toContain('height="632"');
    expect(drawDemoImage("original", movie?.backdropPath ?? "")).toMatchObject({ width: 1280, height: 720 });
  });

  it("is null for unknown sizes, unknown files and entities the catalogue lacks", () => {
    const poster = movie?.posterPath ?? "";
    for (const [size, file] of [
      ["w999", poster],
      ["", poster],
      ["w342", "/m1-poster.webp"],
      ["w342", "/m1-poster.svg"],
      ["w342", "/s200001-s99.webp"],
      ["w342", "/s200001-s1e999.webp"],
      ["w342", "/s200001-s1e999.svg"],
      ["w342", "/p1.webp"],
      ["w342", "/provider-1.webp"],
      ["w342", "/nothing.webp"],
      ["w342", "/nothing.svg"],
      ["w342", poster.replace(/\.webp$/, ".png")],
      ["w342", poster.replace(/\.webp$/, ".jpg")],
      ["w342", `${poster}.svg`],
      ["w342", poster.replace(/\.webp$/, "")],
      ["w342", "../../etc/passwd"],
    ] as const) {
      expect(drawDemoImage(size, file), `${size} ${file}`).toBeNull();
    }
    // A title whose poster_path is null has no poster file either, under either name.
    const noPoster = catalogue.movies.find((entry) => entry.posterPath === null);
    expect(drawDemoImage("w342", `/m${noPoster?.id}-poster.webp`)).toBeNull();
    expect(drawDemoImage("w342", `/m${noPoster?.id}-poster.svg`)).toBeNull();
  });

  it("escapes titles for XML", () => {
    expect(escapeXml(`Salt & "Stone" <I'm>`)).toBe("Salt &amp; &quot;Stone&quot; &lt;I&apos;m&gt;");
    const ampersand = catalogue.movies.find((entry) => entry.title.includes("&") && entry.posterPath);
    const svg = drawDemoImage("w342", ampersand?.posterPath ?? "")?.svg ?? "";
    expect(svg).toContain("&amp;");
    expect(hasRawAmpersand(svg)).toBe(false);
    const apostrophe = catalogue.movies.find((entry) => entry.title.includes("'") && entry.posterPath);
    expect(drawDemoImage("w342", apostrophe?.posterPath ?? "")?.svg).toContain("&apos;");
  });

  it("stays small for every movie poster", () => {
    let largest = 0;
    for (const entry of catalogue.movies) {
      if (entry.posterPath)
        largest = Math.max(largest, drawDemoImage("w342", entry.posterPath)?.svg.length ?? 0);
    }
    expect(largest).toBeGreaterThan(500);
    expect(largest).toBeLessThan(10 * KB);
  });

  it("differs from title to title", () => {
    const posters = catalogue.movies
      .slice(0, 20)
      .flatMap((entry) => (entry.posterPath ? [drawDemoImage("w342", entry.posterPath)?.svg] : []));
    expect(new Set(posters).size).toBe(posters.length);
  });
});
