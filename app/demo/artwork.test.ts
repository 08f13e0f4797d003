import { describe, expect, it } from "vitest";
import { renderDemoImage } from "./artwork.server";
import { escapeXml } from "./artwork-parts.server";
import { demoCatalogue } from "./catalogue-data.server";
import { seasonEpisodes } from "./generate-episodes.server";

const KB = 1024;

/** Every "&" in the document starts an entity: a raw one would make the SVG invalid XML. */
function hasRawAmpersand(svg: string): boolean {
  return /&(?!(amp|lt|gt|quot|apos);)/.test(svg);
}

describe("generated artwork", () => {
  const catalogue = demoCatalogue();
  const movie = catalogue.movies.find((entry) => entry.posterPath && entry.backdropPath);
  const series = catalogue.series.find((entry) =>
    entry.seasons.some((season) => season.posterPath && season.episodeCount > 0),
  );
  const season = series?.seasons.find((entry) => entry.posterPath && entry.episodeCount > 0);
  const episode =
    series && season ? seasonEpisodes(series, season).find((entry) => entry.stillPath) : undefined;
  const person = catalogue.people.find((entry) => entry.profilePath);

  const files = [
    movie?.posterPath,
    movie?.backdropPath,
    series?.posterPath,
    season?.posterPath,
    episode?.stillPath,
    person?.profilePath,
    "/provider-9001.svg",
    "/network-8101.svg",
  ];

  it.each(files)("renders %s as a small SVG", (file) => {
    expect(file).toBeTruthy();
    const image = renderDemoImage("w342", file ?? "");
    expect(image?.contentType).toBe("image/svg+xml");
    const body = image?.body ?? "";
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(body.endsWith("</svg>")).toBe(true);
    expect(body.length).toBeLessThan(10 * KB);
    expect(hasRawAmpersand(body)).toBe(false);
  });

  it("accepts the file with or without its leading slash, at every TMDB size", () => {
    const file = movie?.posterPath ?? "";
    expect(renderDemoImage("w342", file.slice(1))?.body).toBe(renderDemoImage("w342", file)?.body);
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
      expect(renderDemoImage(size, file), size).not.toBeNull();
    }
    expect(renderDemoImage("w92", file)?.body).toContain('width="92" height="138" viewBox="0 0 342 513"');
    expect(renderDemoImage("h632", person?.profilePath ?? "")?.body).toContain('height="632"');
  });

  it("is null for unknown sizes, unknown files and entities the catalogue lacks", () => {
    const poster = movie?.posterPath ?? "";
    for (const [size, file] of [
      ["w999", poster],
      ["", poster],
      ["w342", "/m1-poster.svg"],
      ["w342", "/s200001-s99.svg"],
      ["w342", "/s200001-s1e999.svg"],
      ["w342", "/p1.svg"],
      ["w342", "/provider-1.svg"],
      ["w342", "/nothing.svg"],
      ["w342", "/m100001-poster.png"],
      ["w342", "../../etc/passwd"],
    ] as const) {
      expect(renderDemoImage(size, file), `${size} ${file}`).toBeNull();
    }
    // A title whose poster_path is null has no poster file either.
    const noPoster = catalogue.movies.find((entry) => entry.posterPath === null);
    expect(renderDemoImage("w342", `/m${noPoster?.id}-poster.svg`)).toBeNull();
  });

  it("escapes titles for XML", () => {
    expect(escapeXml(`Salt & "Stone" <I'm>`)).toBe("Salt &amp; &quot;Stone&quot; &lt;I&apos;m&gt;");
    const ampersand = catalogue.movies.find((entry) => entry.title.includes("&") && entry.posterPath);
    const svg = renderDemoImage("w342", ampersand?.posterPath ?? "")?.body ?? "";
    expect(svg).toContain("&amp;");
    expect(hasRawAmpersand(svg)).toBe(false);
    const apostrophe = catalogue.movies.find((entry) => entry.title.includes("'") && entry.posterPath);
    expect(renderDemoImage("w342", apostrophe?.posterPath ?? "")?.body).toContain("&apos;");
  });

  it("stays small for every movie poster", () => {
    let largest = 0;
    for (const entry of catalogue.movies) {
      if (entry.posterPath)
        largest = Math.max(largest, renderDemoImage("w342", entry.posterPath)?.body.length ?? 0);
    }
    expect(largest).toBeGreaterThan(500);
    expect(largest).toBeLessThan(10 * KB);
  });

  it("differs from title to title", () => {
    const posters = catalogue.movies
      .slice(0, 20)
      .flatMap((entry) => (entry.posterPath ? [renderDemoImage("w342", entry.posterPath)?.body] : []));
    expect(new Set(posters).size).toBe(posters.length);
  });
});
