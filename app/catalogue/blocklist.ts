import type { TitleKind } from "./types";

// The operator's list of blocked titles (BLOCKED_TITLES_FILE), as text: one title a line, `movie:550` or
// `tv:1399` (`series:1399` too, the app's own word), `#` starts a comment, blank lines are ignored. A bad line is
// named and skipped, never fatal: one typo must not unblock, or block, everything else.

export interface BlocklistProblem {
  line: number;
  text: string;
  reason: string;
}

export interface ParsedBlocklist {
  /** Keys as `blockKey` makes them. */
  keys: Set<string>;
  problems: BlocklistProblem[];
}

export function blockKey(kind: TitleKind, id: number): string {
  return `${kind}:${id}`;
}

const KINDS: Record<string, TitleKind> = { movie: "movie", tv: "series", series: "series" };
/** TMDB ids are positive integers well inside 2^31; anything longer is a typo. */
const ID = /^[1-9]\d{0,9}$/;

export function parseBlocklist(text: string): ParsedBlocklist {
  const keys = new Set<string>();
  const problems: BlocklistProblem[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const content = (raw.split("#", 1)[0] ?? "").trim();
    if (content === "") continue;
    const result = parseLine(content);
    if (typeof result === "string")
      problems.push({ line: index + 1, text: content.slice(0, 80), reason: result });
    else keys.add(result.key);
  }
  return { keys, problems };
}

/** One non-empty line: its key, or why it is not one. */
function parseLine(content: string): { key: string } | string {
  const match = /^([a-z]+)\s*:\s*(\S+)$/i.exec(content);
  if (!match) return "expected kind:id, e.g. movie:550 or tv:1399";
  const kind = KINDS[(match[1] ?? "").toLowerCase()];
  if (!kind) return "the kind must be movie or tv";
  const id = match[2] ?? "";
  if (!ID.test(id)) return "the id must be a positive whole number";
  return { key: blockKey(kind, Number(id)) };
}
