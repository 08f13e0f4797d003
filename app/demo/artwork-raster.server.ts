// The demo artwork as the browser gets it: the catalogue's .webp names as WebP rasters of the SVG drawings, the
// old .svg names as the drawings themselves. Chromium lays out and paints every SVG <img> as a document of its
// own on the page's main thread; a raster decodes off it, as real TMDB's JPEGs do. Each WebP is rendered once
// by sharp (librsvg; text in the system's fonts) and kept in a cache bounded in bytes; concurrent requests for
// the same image share one render.

import { LRUCache } from "lru-cache";
import { type DemoDrawing, drawDemoImage } from "./artwork.server";

/** Image bytes in an ArrayBuffer of their own, as a Response body takes them. */
export type ImageBytes = Uint8Array<ArrayBuffer>;

export interface DemoImage {
  body: ImageBytes | string;
  contentType: "image/webp" | "image/svg+xml";
}

/**
 * Quality 75 keeps text edges and gradients clean; effort 2 (of 0-6) renders in about half the time of the
 * default 4 for ~5% more bytes, while 0-1 lose far more in size than they save in time. Measured on this
 * machine: a w342 poster ~10 ms and ~4.8 kB (median), a w1280 backdrop ~32 ms and ~7 kB.
 */
export const WEBP_OPTIONS = { quality: 75, effort: 2 } as const;

/** Enough for every poster and backdrop a busy demo shows many times over (a poster is ~5 kB). */
export const RASTER_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Renders at once at most: libuv's pool has 4 threads by default, and compression and file reads need the
 * others while a page full of new posters renders.
 */
const MAX_CONCURRENT_RENDERS = 2;

export type Rasterise = (drawing: DemoDrawing) => Promise<ImageBytes>;

type Sharp = typeof import("sharp").default;
let sharpModule: Promise<Sharp> | undefined;

/** sharp loads libvips, so only once the first raster is asked for: a server on real TMDB never needs it. */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    // libvips' own operation cache would only keep a second copy of what the cache here holds.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/** The drawing rendered by librsvg and encoded as WebP, at the drawing's own width and height. */
export const rasteriseWithSharp: Rasterise = async (drawing) => {
  const sharp = await loadSharp();
  const webp = await sharp(Buffer.from(drawing.svg)).webp(WEBP_OPTIONS).toBuffer();
  return new Uint8Array(webp);
};

/** Runs at most `limit` tasks at once, the rest in the order they came. */
function limitConcurrency(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export interface DemoImageRendererOptions {
  maxBytes?: number;
  rasterise?: Rasterise;
}

/** The demo image for /{size}/{file}, or null for a name the catalogue does not hand out (a 404). */
export type DemoImageRenderer = (size: string, file: string) => Promise<DemoImage | null>;

export function createDemoImageRenderer({
  maxBytes = RASTER_CACHE_BYTES,
  rasterise = rasteriseWithSharp,
}: DemoImageRendererOptions = {}): DemoImageRenderer {
  const rendered = new LRUCache<string, ImageBytes>({
    maxSize: maxBytes,
    sizeCalculation: (body, key) => body.byteLength + key.length,
  });
  const pending = new Map<string, Promise<ImageBytes>>();
  const limit = limitConcurrency(MAX_CONCURRENT_RENDERS);

  return async (size, file) => {
    const name = file.startsWith("/") ? file.slice(1) : file;
    const key = `${size}/${name}`;
    // Only names that resolved are ever stored, and the catalogue never changes: a stored name is a valid one.
    const cached = rendered.get(key);
    if (cached) return { body: cached, contentType: "image/webp" };

    const drawing = drawDemoImage(size, name);
    if (!drawing) return null;
    if (drawing.format === "svg") return { body: drawing.svg, contentType: "image/svg+xml" };

    let render = pending.get(key);
    if (!render) {
      render = limit(() => rasterise(drawing));
      pending.set(key, render);
      render.then(
        (body) => {
          pending.delete(key);
          rendered.set(key, body);
        },
        () => pending.delete(key),
      );
    }
    return { body: await render, contentType: "image/webp" };
  };
}

/** The one renderer the app and `npm run demo-api` share, with its cache. */
export const renderDemoImage: DemoImageRenderer = createDemoImageRenderer();
