// The demo catalogue's images, drawn as SVG for TMDB-style image URLs /{size}/{file}. A file name says what it
// depicts (/m100042-poster.webp, /s200007-s2e5.webp, /p31.webp, /provider-9001.webp, ...); only names the
// catalogue actually hands out resolve, anything else is null, as an unknown image is a 404 on TMDB. The
// catalogue hands out .webp names, served as the drawing rasterised (artwork-raster.server.ts); the same stem
// with .svg, the names it handed out before (still in visitors' stored watchlists), is the drawing itself.

import {
  escapeXml,
  FONT,
  fitSize,
  gradient,
  motif,
  type Palette,
  paletteFor,
  svgDocument,
  textBlock,
  wrap,
} from "./artwork-parts.server";
import { demoCatalogue } from "./catalogue-data.server";
import { NETWORKS, WATCH_PROVIDERS } from "./companies";
import type { DemoCatalogue, DemoTitle } from "./demo-types";
import { seasonEpisodes } from "./generate-episodes.server";

/** What a name asks for: the raster the catalogue hands out, or the SVG document it is drawn from. */
export type DemoImageFormat = "webp" | "svg";

export interface DemoDrawing {
  /** The SVG document, its width and height those of the requested size. */
  svg: string;
  format: DemoImageFormat;
  width: number;
  height: number;
}

/** TMDB's image sizes: a width ("w342"), a height ("h632") or the original. */
const SIZES = new Set([
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
]);

const POSTER = { width: 342, height: 513 };
const WIDE = { width: 1280, height: 720 };
const PROFILE = { width: 185, height: 278 };
const LOGO = { width: 100, height: 100 };

/** The pixel size an image is served at: the requested width or height, the frame's own size for "original". */
function outputSize(size: string, frame: { width: number; height: number }): [number, number] {
  const value = Number(size.slice(1));
  if (size.startsWith("w")) return [value, Math.round((value * frame.height) / frame.width)];
  if (size.startsWith("h")) return [Math.round((value * frame.width) / frame.height), value];
  return [frame.width, frame.height];
}

type Drawn = Omit<DemoDrawing, "format">;

function image(size: string, frame: { width: number; height: number }, body: string): Drawn {
  const [width, height] = outputSize(size, frame);
  return { svg: svgDocument(width, height, frame.width, frame.height, body), width, height };
}

function titleName(title: DemoTitle): string {
  return title.kind === "movie" ? title.title : title.name;
}

function yearLabel(title: DemoTitle): string {
  const date = title.kind === "movie" ? title.releaseDate : title.firstAirDate;
  return date ? date.slice(0, 4) : "";
}

function posterBody(
  palette: Palette,
  seed: number,
  heading: string,
  caption: string,
  kicker: string,
): string {
  const { width, height } = POSTER;
  const lines = wrap(heading, 14, 4);
  const block = textBlock(lines, width / 2, 352, fitSize(lines, width - 40, 46));
  const captionText = caption
    ? `<text x="${width / 2}" y="478" font-family="${FONT}" font-size="17" fill="${palette.light}" text-anchor="middle" letter-spacing="3">${escapeXml(caption)}</text>`
    : "";
  const kickerText = kicker
    ? `<text x="${width / 2}" y="40" font-family="${FONT}" font-size="15" fill="#fff" opacity=".8" text-anchor="middle" letter-spacing="4">${escapeXml(kicker)}</text>`
    : "";
  return `${gradient(palette, width, height)}${motif(palette.motif, width, 300, palette, seed)}<rect y="300" width="${width}" height="213" fill="#000" opacity=".35"/>${block}${captionText}${kickerText}`;
}

function backdropBody(palette: Palette, seed: number, label: string): string {
  const { width, height } = WIDE;
  const labelText = label
    ? `<text x="40" y="${height - 40}" font-family="${FONT}" font-weight="700" font-size="44" fill="#fff" opacity=".85">${escapeXml(label)}</text>`
    : "";
  return `${gradient(palette, width, height)}${motif((palette.motif + 2) % 6, width, height, palette, seed)}${labelText}`;
}

function profileBody(palette: Palette, name: string): string {
  const { width, height } = PROFILE;
  const initials = name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return `${gradient(palette, width, height)}<circle cx="92" cy="98" r="44" fill="${palette.light}" opacity=".55"/><path d="M12 278 C12 190 52 160 92 160 S172 190 172 278Z" fill="${palette.light}" opacity=".55"/><text x="92" y="254" font-family="${FONT}" font-weight="700" font-size="40" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`;
}

function logoBody(seed: number, name: string): string {
  const palette = paletteFor(seed);
  const lines = wrap(name, 10, 2);
  const size = fitSize(lines, 84, 24);
  // Centre the block vertically: baselines sit about a third of the size below the line's middle.
  const top = Math.round(50 + size * 0.35 - (size * 1.15 * (lines.length - 1)) / 2);
  return `<rect width="100" height="100" rx="18" fill="${palette.deep}"/>${textBlock(lines, 50, top, size)}`;
}

/** Draws the image the catalogue hands out as `file` ("/m100042-poster.webp"), or null if it hands out no such file. */
type Renderer = (
  catalogue: DemoCatalogue,
  size: string,
  match: RegExpMatchArray,
  file: string,
) => Drawn | null;

const RENDERERS: ReadonlyArray<readonly [RegExp, Renderer]> = [
  [
    /^([ms])(\d+)-(poster|backdrop)$/,
    (catalogue, size, [, letter, id, part], file) => {
      const title = (letter === "m" ? catalogue.movieById : catalogue.seriesById).get(Number(id));
      if (!title) return null;
      const palette = paletteFor(title.id);
      if (part === "poster" && title.posterPath === file) {
        const kicker = title.kind === "tv" ? "SERIES" : "";
        return image(size, POSTER, posterBody(palette, title.id, titleName(title), yearLabel(title), kicker));
      }
      if (part === "backdrop" && title.backdropPath === file)
        return image(size, WIDE, backdropBody(palette, title.id, ""));
      return null;
    },
  ],
  [
    /^s(\d+)-s(\d+)$/,
    (catalogue, size, [, id, number], file) => {
      const series = catalogue.seriesById.get(Number(id));
      const season = series?.seasons.find((plan) => plan.seasonNumber === Number(number));
      if (!series || !season || season.posterPath !== file) return null;
      const palette = paletteFor(series.id);
      const seed = series.id * 100 + season.seasonNumber;
      const heading = season.seasonNumber === 0 ? "Specials" : `Season ${season.seasonNumber}`;
      return image(
        size,
        POSTER,
        posterBody({ ...palette, motif: seed % 6 }, seed, heading, series.name, "SERIES"),
      );
    },
  ],
  [
    /^s(\d+)-s(\d+)e(\d+)$/,
    (catalogue, size, [, id, seasonNumber, episodeNumber], file) => {
      const series = catalogue.seriesById.get(Number(id));
      const season = series?.seasons.find((plan) => plan.seasonNumber === Number(seasonNumber));
      const episode =
        series && season ? seasonEpisodes(series, season)[Number(episodeNumber) - 1] : undefined;
      if (!series || !episode || episode.stillPath !== file) return null;
      const palette = paletteFor(episode.id);
      return image(size, WIDE, backdropBody(palette, episode.id, `S${seasonNumber} · E${episodeNumber}`));
    },
  ],
  [
    /^p(\d+)$/,
    (catalogue, size, [, id], file) => {
      const person = catalogue.personById.get(Number(id));
      if (!person || person.profilePath !== file) return null;
      return image(size, PROFILE, profileBody(paletteFor(person.id), person.name));
    },
  ],
  [
    /^provider-(\d+)$/,
    (_catalogue, size, [, id], file) => {
      const provider = WATCH_PROVIDERS.find((entry) => entry.provider_id === Number(id));
      if (!provider || provider.logo_path !== file) return null;
      return image(size, LOGO, logoBody(provider.provider_id, provider.provider_name));
    },
  ],
  [
    /^network-(\d+)$/,
    (_catalogue, size, [, id], file) => {
      const network = NETWORKS.find((entry) => entry.id === Number(id));
      if (!network || network.logo_path !== file) return null;
      return image(size, LOGO, logoBody(network.id, network.name));
    },
  ],
];

/**
 * The drawing for /{size}/{file}, file with or without its leading slash: `{stem}.webp` as the catalogue hands
 * it out, or `{stem}.svg` for the same image as SVG; null for anything the catalogue does not hand out.
 */
export function drawDemoImage(size: string, file: string): DemoDrawing | null {
  if (!SIZES.has(size)) return null;
  const name = file.startsWith("/") ? file.slice(1) : file;
  const parts = name.match(/^([\w-]+)\.(webp|svg)$/);
  if (!parts) return null;
  const [, stem = "", extension] = parts;
  const format: DemoImageFormat = extension === "svg" ? "svg" : "webp";
  for (const [pattern, render] of RENDERERS) {
    const match = stem.match(pattern);
    if (!match) continue;
    // Both names stand for the image the catalogue hands out under the .webp one.
    const drawn = render(demoCatalogue(), size, match, `/${stem}.webp`);
    return drawn && { ...drawn, format };
  }
  return null;
}
