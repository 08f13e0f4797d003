import { readFileSync } from "node:fs";
import { z } from "zod";
import { PlayerConfigError, type PlayerProvider, parsePlayerProviders } from "./player/provider-config";

// Environment is read and validated once, here. Nothing else in the app reads process.env.
// Only `publicConfig()` decides what may reach the browser; the TMDB credential is never part of it.

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  TMDB_API_KEY: optionalText,
  TMDB_READ_TOKEN: optionalText,
  TMDB_API_BASE_URL: z.url().default("https://api.themoviedb.org/3"),
  TMDB_IMAGE_BASE_URL: z.url().default("https://image.tmdb.org/t/p"),
  PRODUCT_NAME: z.string().trim().min(1).default("Marquee"),
  PLAYER_PROVIDERS: optionalText,
  PLAYER_PROVIDERS_FILE: optionalText,
  /** Per upstream attempt, including reading the body; retries make a call take longer (app/catalogue/upstream). */
  TMDB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** A shared cache for several instances, e.g. redis://127.0.0.1:6379; unset keeps the cache in memory. */
  REDIS_URL: optionalText.pipe(z.url().optional()),
  /** Upstream requests a second at most, across all instances when REDIS_URL is set; TMDB allows about 40. */
  TMDB_MAX_RPS: z.coerce.number().int().min(1).max(1000).default(30),
  /** Longest a call may wait for its turn under TMDB_MAX_RPS; beyond it the page answers 503 with Retry-After. */
  TMDB_QUEUE_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** The operator's takedown list: lines such as movie:550 or tv:1399. */
  BLOCKED_TITLES_FILE: optionalText,
});

/** Every variable the app reads (the server's own are in server/server-env.mjs); the deployment files' tests check theirs against both. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export type TmdbCredential = { kind: "api_key"; value: string } | { kind: "bearer"; value: string };

export interface ServerConfig {
  productName: string;
  /** "tmdb" when a credential is set, otherwise the embedded demo catalogue. */
  catalogue: "tmdb" | "demo";
  tmdbApiBaseUrl: string;
  /** Where the browser loads catalogue images from; in demo mode the app serves them itself. */
  imageBaseUrl: string;
  credential: TmdbCredential | null;
  /** Upper bound for one upstream call (TMDB_TIMEOUT_MS). */
  tmdbTimeoutMs: number;
  /** Shared cache (REDIS_URL); undefined keeps the catalogue cache in this process only. */
  redisUrl: string | undefined;
  /** Upstream calls a second at most (TMDB_MAX_RPS), shared through Redis when redisUrl is set. */
  tmdbMaxRps: number;
  /** Longest wait for a slot under tmdbMaxRps before a call is refused (TMDB_QUEUE_MS). */
  tmdbQueueMs: number;
  /** The takedown list's path (BLOCKED_TITLES_FILE), if any. */
  blockedTitlesFile: string | undefined;
  /** Player providers in the operator's order; empty when none is configured (app/player/). */
  playerProviders: PlayerProvider[];
}

/** Path under which the app serves the demo catalogue's generated artwork, TMDB-style: /{size}/{file}. */
export const DEMO_IMAGE_BASE_PATH = "/demo-images";

/** Reads a file's text; a parameter so tests need no files. */
export type ReadTextFile = (path: string) => string;

const readTextFile: ReadTextFile = (path) => readFileSync(path, "utf8");

export function readServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  readFile: ReadTextFile = readTextFile,
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // Name the variables only; never echo their values (one of them may be a secret).
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))].join(", ");
    throw new Error(`Invalid environment: ${names}`);
  }
  const vars = parsed.data;
  const credential: TmdbCredential | null = vars.TMDB_READ_TOKEN
    ? { kind: "bearer", value: vars.TMDB_READ_TOKEN }
    : vars.TMDB_API_KEY
      ? { kind: "api_key", value: vars.TMDB_API_KEY }
      : null;
  return {
    productName: vars.PRODUCT_NAME,
    catalogue: credential ? "tmdb" : "demo",
    tmdbApiBaseUrl: vars.TMDB_API_BASE_URL.replace(/\/+$/, ""),
    imageBaseUrl: credential ? vars.TMDB_IMAGE_BASE_URL.replace(/\/+$/, "") : DEMO_IMAGE_BASE_PATH,
    credential,
    tmdbTimeoutMs: vars.TMDB_TIMEOUT_MS,
    redisUrl: vars.REDIS_URL,
    tmdbMaxRps: vars.TMDB_MAX_RPS,
    tmdbQueueMs: vars.TMDB_QUEUE_MS,
    blockedTitlesFile: vars.BLOCKED_TITLES_FILE,
    playerProviders: readPlayerProviders(vars.PLAYER_PROVIDERS, vars.PLAYER_PROVIDERS_FILE, readFile),
  };
}

/** PLAYER_PROVIDERS holds the JSON itself; PLAYER_PROVIDERS_FILE names a file holding it. One or neither. */
function readPlayerProviders(
  inline: string | undefined,
  file: string | undefined,
  readFile: ReadTextFile,
): PlayerProvider[] {
  if (inline && file) {
    throw new PlayerConfigError(
      "player configuration",
      "set PLAYER_PROVIDERS or PLAYER_PROVIDERS_FILE, not both",
    );
  }
  if (inline) return parsePlayerProviders(inline, "PLAYER_PROVIDERS");
  if (!file) return [];
  let text: string;
  try {
    text = readFile(file);
  } catch {
    // The path is the operator's own setting and not a secret; the file's content is never shown.
    throw new PlayerConfigError("PLAYER_PROVIDERS_FILE", `cannot read ${file}`);
  }
  return parsePlayerProviders(text, `PLAYER_PROVIDERS_FILE (${file})`);
}

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  cached ??= readServerConfig();
  return cached;
}

/** The only configuration the browser receives. */
export interface PublicConfig {
  productName: string;
  imageBaseUrl: string;
  catalogue: "tmdb" | "demo";
}

export function publicConfig(config: ServerConfig = serverConfig()): PublicConfig {
  return {
    productName: config.productName,
    imageBaseUrl: config.imageBaseUrl,
    catalogue: config.catalogue,
  };
}
