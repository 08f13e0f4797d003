import { readFileSync, statSync, unwatchFile, watchFile } from "node:fs";
import { blockKey, parseBlocklist } from "./blocklist";
import type { TitleKind } from "./types";

// BLOCKED_TITLES_FILE, kept current: read at start (a file that cannot be read stops start-up, as a bad
// PLAYER_PROVIDERS_FILE does), then again when it changes (polled once a second: this survives editors that
// replace the file and mounted config maps that swap a symlink) or on SIGHUP. A reload that cannot read the file
// keeps the list it had: a takedown must not lapse because a deploy wrote the file late.

export interface Blocklist {
  isBlocked(kind: TitleKind, id: number): boolean;
  size(): number;
  /** Reads the file again now; false (and the old list kept) when it cannot be read. */
  reload(): boolean;
  close(): void;
}

export interface BlocklistLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface BlocklistFileOptions {
  path: string;
  log: BlocklistLog;
  /** Called after a reload that changed the list (the server empties its page cache). */
  onChange?: () => void;
  /** How often to look at the file's modification time; 0 never looks (tests). Default 1000 ms. */
  pollMs?: number;
  readFile?: (path: string) => string;
}

export const EMPTY_BLOCKLIST: Blocklist = {
  isBlocked: () => false,
  size: () => 0,
  reload: () => true,
  close() {},
};

export function openBlocklistFile(options: BlocklistFileOptions): Blocklist {
  const { path, log } = options;
  const readFile = options.readFile ?? ((file: string) => readFileSync(file, "utf8"));
  let keys = read(true) ?? new Set<string>();

  function read(atStart: boolean): Set<string> | undefined {
    let text: string;
    try {
      text = readFile(path);
    } catch (error) {
      const code = (error as { code?: string }).code ?? "unreadable";
      // The path is the operator's own setting, not a secret.
      if (atStart) throw new Error(`BLOCKED_TITLES_FILE: cannot read ${path} (${code})`);
      log.error(`BLOCKED_TITLES_FILE: cannot read ${path} (${code}); keeping the previous list`);
      return undefined;
    }
    const parsed = parseBlocklist(text);
    for (const problem of parsed.problems) {
      log.warn(`BLOCKED_TITLES_FILE line ${problem.line} skipped ("${problem.text}"): ${problem.reason}`);
    }
    log.info(`BLOCKED_TITLES_FILE: ${parsed.keys.size} blocked titles from ${path}`);
    return parsed.keys;
  }

  function reload(): boolean {
    const next = read(false);
    if (!next) return false;
    const changed = next.size !== keys.size || [...next].some((key) => !keys.has(key));
    keys = next;
    if (changed) options.onChange?.();
    return true;
  }

  const pollMs = options.pollMs ?? 1000;
  const onFileChange = (
    current: { mtimeMs: number; size: number },
    previous: { mtimeMs: number; size: number },
  ) => {
    if (current.mtimeMs !== previous.mtimeMs || current.size !== previous.size) reload();
  };
  if (pollMs > 0) {
    statSync(path);
    watchFile(path, { interval: pollMs, persistent: false }, onFileChange);
  }

  return {
    isBlocked: (kind, id) => keys.has(blockKey(kind, id)),
    size: () => keys.size,
    reload,
    close() {
      if (pollMs > 0) unwatchFile(path, onFileChange);
    },
  };
}
