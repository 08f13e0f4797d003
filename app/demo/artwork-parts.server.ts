// Building blocks of the demo's generated artwork: colours from a hash, simple motifs, wrapped and escaped
// text. Every picture is plain SVG of a few kilobytes, drawn in a fixed coordinate frame and scaled by the
// width/height the requested TMDB size asks for.

import { at, mix32 } from "./random";

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Text goes into XML: titles such as "Salt & Stone" or "The Captain's Daughter" must be escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function hex(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, "0");
}

/** HSL to #rrggbb: hex colours work in every SVG renderer, hsl() in attributes does not everywhere. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1))));
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

export interface Palette {
  dark: string;
  deep: string;
  accent: string;
  light: string;
  motif: number;
}

/** A palette per entity: dark enough behind white text, with a contrasting accent for the motif. */
export function paletteFor(seed: number): Palette {
  const hash = mix32(seed);
  const hue = hash % 360;
  const shift = 40 + ((hash >>> 9) % 140);
  return {
    dark: hsl(hue, 45, 14),
    deep: hsl((hue + shift / 2) % 360, 55, 30),
    accent: hsl((hue + shift) % 360, 70, 58),
    light: hsl((hue + shift) % 360, 60, 82),
    motif: (hash >>> 17) % 6,
  };
}

/** A deterministic sequence of small numbers for placing motif elements. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = mix32(state + 0x9e3779b9);
    return state / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value);

/** One of six motifs, drawn in a width × height frame: horizon, stripes, rings, mountains, stars, waves. */
export function motif(kind: number, width: number, height: number, palette: Palette, seed: number): string {
  const next = sequence(seed);
  const w = width;
  const h = height;
  switch (kind) {
    case 0: {
      const sunY = r1(h * (0.25 + next() * 0.2));
      return `<circle cx="${r1(w * (0.3 + next() * 0.4))}" cy="${sunY}" r="${r1(w * 0.22)}" fill="${palette.accent}" opacity=".85"/><rect y="${r1(h * 0.55)}" width="${w}" height="${r1(h * 0.45)}" fill="${palette.dark}" opacity=".7"/><path d="M0 ${r1(h * 0.58)} Q${r1(w * 0.5)} ${r1(h * 0.48)} ${w} ${r1(h * 0.6)} V${h} H0Z" fill="${palette.deep}"/>`;
    }
    case 1: {
      let stripes = "";
      const step = r1(w / 5);
      for (let i = -1; i < 6; i++) {
        const x = i * step;
        stripes += `<path d="M${x} 0h${r1(step / 2)}l${r1(w * 0.6)} ${h}h-${r1(step / 2)}Z"/>`;
      }
      return `<g fill="${palette.accent}" opacity=".22">${stripes}</g><circle cx="${r1(w * 0.75)}" cy="${r1(h * 0.22)}" r="${r1(w * 0.1)}" fill="${palette.light}" opacity=".6"/>`;
    }
    case 2: {
      const cx = r1(w * (0.35 + next() * 0.3));
      const cy = r1(h * 0.35);
      let rings = "";
      for (let i = 1; i <= 5; i++) rings += `<circle cx="${cx}" cy="${cy}" r="${r1(w * 0.09 * i)}"/>`;
      return `<g fill="none" stroke="${palette.accent}" stroke-width="${r1(w * 0.025)}" opacity=".5">${rings}</g>`;
    }
    case 3: {
      const peak = (base: number, spread: number) =>
        `M0 ${h} L${r1(w * next() * 0.3)} ${r1(h * (base + next() * spread))} L${r1(w * (0.35 + next() * 0.3))} ${r1(h * base)} L${r1(w * (0.7 + next() * 0.3))} ${r1(h * (base + next() * spread))} L${w} ${h}Z`;
      return `<path d="${peak(0.3, 0.15)}" fill="${palette.deep}"/><path d="${peak(0.45, 0.1)}" fill="${palette.accent}" opacity=".45"/><path d="${peak(0.62, 0.08)}" fill="${palette.dark}" opacity=".8"/>`;
    }
    case 4: {
      let stars = "";
      for (let i = 0; i < 14; i++) {
        stars += `<circle cx="${r1(w * next())}" cy="${r1(h * next() * 0.6)}" r="${(1 + next() * 2.5).toFixed(1)}"/>`;
      }
      const mx = r1(w * 0.7);
      const my = r1(h * 0.2);
      const mr = r1(w * 0.11);
      return `<g fill="${palette.light}">${stars}</g><circle cx="${mx}" cy="${my}" r="${mr}" fill="${palette.light}"/><circle cx="${mx + r1(mr * 0.45)}" cy="${my - r1(mr * 0.2)}" r="${mr}" fill="${palette.dark}"/>`;
    }
    default: {
      let waves = "";
      for (let i = 0; i < 3; i++) {
        const y = r1(h * (0.45 + i * 0.12 + next() * 0.04));
        waves += `<path d="M0 ${y} Q${r1(w * 0.25)} ${y - r1(h * 0.05)} ${r1(w * 0.5)} ${y} T${w} ${y} V${h} H0Z" opacity="${(0.3 + i * 0.2).toFixed(1)}"/>`;
      }
      return `<g fill="${palette.accent}">${waves}</g>`;
    }
  }
}

/** Splits text into lines of at most `max` characters, breaking at spaces (long words get their own line). */
export function wrap(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${at(kept, maxLines - 1).replace(/\s*\S*$/, "")}…`;
    return kept;
  }
  return lines;
}

/** The largest font size (up to maxSize) at which the longest line fits the width, in a bold sans-serif. */
export function fitSize(lines: readonly string[], width: number, maxSize: number): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.max(10, Math.min(maxSize, Math.floor(width / (longest * 0.66))));
}

/** Centred lines of text, the first baseline at `top`. */
export function textBlock(lines: readonly string[], centreX: number, top: number, size: number): string {
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${centreX}" y="${top + r1(size * 1.15 * index)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<text font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff" text-anchor="middle">${spans}</text>`;
}

export function svgDocument(
  width: number,
  height: number,
  frameW: number,
  frameH: number,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${frameW} ${frameH}">${body}</svg>`;
}

/** Background gradient, its id unique enough within one document. */
export function gradient(palette: Palette, frameW: number, frameH: number): string {
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.deep}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient></defs><rect width="${frameW}" height="${frameH}" fill="url(#g)"/>`;
}
