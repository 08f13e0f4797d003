import { z } from "zod";
import { COMMAND_FORMATS, type CommandFormat, isCommandFormat } from "./command-message";
import { isProgressFormat, PROGRESS_FORMATS, type ProgressFormat } from "./progress-message";

// Player providers are operator configuration (spec §7): an ordered list of URL templates, one for movies
// and one for episodes, with {id}, {season} and {episode} placeholders and an optional {start} (seconds), and
// the formats of the progress messages the player posts and of the commands it follows, if any. No streaming host is written into
// the code. Validation is strict because the templates end up in an iframe on every watch page, and its
// messages name the problem but never repeat a template: an operator's URL may carry a private token.

export interface PlayerProvider {
  name: string;
  /** e.g. "https://player.example.test/embed/movie/{id}"; null when the provider plays no movies. */
  movie: string | null;
  /** e.g. "https://player.example.test/embed/tv/{id}/{season}/{episode}"; null when it plays no series. */
  series: string | null;
  /** Extra sandbox tokens for this provider, from SANDBOX_EXTRAS_ALLOWED. */
  sandbox: string[];
  /** How the player reports playback by postMessage; null when it does not (docs/decisions/0015). */
  progress: ProgressFormat | null;
  /** How the player takes play, pause and seek commands by postMessage; null when it takes none. */
  commands: CommandFormat | null;
}

/** What every player frame may do: run its scripts, keep its own origin (storage), present (cast). */
export const BASE_SANDBOX = ["allow-scripts", "allow-same-origin", "allow-presentation"] as const;

/**
 * Tokens an operator may add per provider. The top-navigation family is not among them: a player must never
 * navigate the site away, whoever configures it (see docs/decisions/0004-player-sandbox.md).
 */
export const SANDBOX_EXTRAS_ALLOWED = [
  "allow-downloads",
  "allow-forms",
  "allow-modals",
  "allow-orientation-lock",
  "allow-pointer-lock",
  "allow-popups",
  "allow-popups-to-escape-sandbox",
  "allow-storage-access-by-user-activation",
] as const;

const PLACEHOLDERS = { movie: ["id"], series: ["id", "season", "episode"] } as const;
/** Where to start, in whole seconds; filled by the watch page in the browser (source-choice.ts frameUrl). */
const OPTIONAL_PLACEHOLDERS = ["start"] as const;
type TemplateKind = keyof typeof PLACEHOLDERS;
type Placeholder = "id" | "season" | "episode" | "start";

export const MAX_PROVIDERS = 10;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Problems found in one template, as short phrases; empty when it is usable. */
export function templateProblems(template: string, kind: TemplateKind): string[] {
  const required: readonly string[] = PLACEHOLDERS[kind];
  const allowed: readonly string[] = [...required, ...OPTIONAL_PLACEHOLDERS];
  const used = [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "");
  const unknown = [...new Set(used.filter((name) => !allowed.includes(name)))];
  if (unknown.length > 0) {
    // Placeholder names are the operator's syntax, not their data: safe to repeat, and the quickest hint.
    return [
      `unknown placeholder ${unknown.map((name) => `{${name}}`).join(", ")}; use ${placeholderList(kind)} and optionally {start}`,
    ];
  }
  const missing = required.filter((name) => !used.includes(name));
  if (missing.length > 0) return [`must contain ${placeholderList(kind)}`];

  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(template)?.[1];
  if (authority === undefined) return ["must be an absolute https URL"];
  if (authority.includes("{")) return ["placeholders may appear only in the path or query, not the host"];
  let url: URL;
  try {
    url = new URL(fill(template, { id: 1, season: 1, episode: 1, start: 0 }));
  } catch {
    return ["is not a valid URL"];
  }
  if (url.username || url.password) return ["must not contain a user name or password"];
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    return ["must use https (http only for localhost)"];
  }
  return [];
}

function placeholderList(kind: TemplateKind): string {
  return PLACEHOLDERS[kind].map((name) => `{${name}}`).join(", ");
}

/**
 * Puts the values into a template; each value is URL-encoded where its placeholder stands. {start} is left as
 * it is when no start is given: the browser fills it (source-choice.ts frameUrl).
 */
export function fill(template: string, values: Partial<Record<Placeholder, number>>): string {
  return template.replace(/\{(id|season|episode|start)\}/g, (match, name: Placeholder) => {
    const value = values[name];
    if (value === undefined) {
      if (name === "start") return match;
      throw new Error(`No value for {${name}}`);
    }
    return encodeURIComponent(String(value));
  });
}

const providerSchema = z
  .object({
    name: z.string().trim().min(1, "name is required").max(40, "name must be at most 40 characters"),
    movie: z.string().trim().min(1).max(2048).optional(),
    series: z.string().trim().min(1).max(2048).optional(),
    sandbox: z.array(z.string()).max(SANDBOX_EXTRAS_ALLOWED.length).default([]),
    // Checked below, so that any wrong value gets the same message listing the formats.
    progress: z.unknown().optional(),
    commands: z.unknown().optional(),
  })
  .strict();

export class PlayerConfigError extends Error {
  constructor(source: string, problem: string) {
    super(`Invalid ${source}: ${problem}`);
    this.name = "PlayerConfigError";
  }
}

/**
 * Reads the JSON text of PLAYER_PROVIDERS (or of the file PLAYER_PROVIDERS_FILE names). `source` names it in
 * messages. Throws PlayerConfigError naming the first problems found; never includes the text itself.
 */
export function parsePlayerProviders(text: string, source: string): PlayerProvider[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // JSON.parse's own message quotes the text around the error: it could show a token.
    throw new PlayerConfigError(source, "not valid JSON");
  }
  if (!Array.isArray(json)) throw new PlayerConfigError(source, "must be a JSON array of providers");
  if (json.length > MAX_PROVIDERS) {
    throw new PlayerConfigError(source, `at most ${MAX_PROVIDERS} providers are supported`);
  }

  const problems: string[] = [];
  const providers: PlayerProvider[] = [];
  const names = new Set<string>();
  json.forEach((raw, index) => {
    const where = `provider ${index + 1}`;
    const parsed = providerSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.join(".") || "entry";
        // Zod's own messages for these shapes never contain the value; "unrecognized key" names the key.
        problems.push(`${where}: ${field}: ${issue.message}`);
      }
      return;
    }
    const { name, movie, series, sandbox, progress, commands } = parsed.data;
    const label = `${where} ("${name}")`;
    if (names.has(name.toLowerCase())) problems.push(`${label}: name is used twice`);
    names.add(name.toLowerCase());
    if (!movie && !series) problems.push(`${label}: needs a movie or a series template`);
    for (const [kind, template] of [
      ["movie", movie],
      ["series", series],
    ] as const) {
      if (template)
        for (const problem of templateProblems(template, kind)) problems.push(`${label}: ${kind} ${problem}`);
    }
    const allowed: readonly string[] = SANDBOX_EXTRAS_ALLOWED;
    const base: readonly string[] = BASE_SANDBOX;
    const refused = sandbox.filter((token) => !allowed.includes(token) && !base.includes(token));
    if (refused.length > 0) {
      problems.push(
        `${label}: sandbox token${refused.length > 1 ? "s" : ""} not allowed: ${refused.map(safeToken).join(", ")}`,
      );
    }
    if (progress !== undefined && !isProgressFormat(progress)) {
      problems.push(`${label}: progress must be one of ${quoted(PROGRESS_FORMATS)}`);
    }
    if (commands !== undefined && !isCommandFormat(commands)) {
      problems.push(`${label}: commands must be one of ${quoted(COMMAND_FORMATS)}`);
    }
    providers.push({
      name,
      movie: movie ?? null,
      series: series ?? null,
      sandbox: [...new Set(sandbox.filter((token) => allowed.includes(token)))],
      progress: isProgressFormat(progress) ? progress : null,
      commands: isCommandFormat(commands) ? commands : null,
    });
  });
  if (problems.length > 0) throw new PlayerConfigError(source, problems.slice(0, 5).join("; "));
  return providers;
}

/** Format names as a message lists them: "a", "b". */
function quoted(formats: readonly string[]): string {
  return formats.map((format) => `"${format}"`).join(", ");
}

/** Sandbox tokens are short keywords; anything else is shown only as its length. */
function safeToken(token: string): string {
  return /^[a-z-]{1,40}$/.test(token) ? token : `(${token.length}-character value)`;
}
