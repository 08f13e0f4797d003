import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "~/config.server";
import { SERVER_VARIABLES } from "../../server/server-env.mjs";

// The README's Configuration is where an operator looks for a setting: every variable the app, the server and
// server.mjs read has a row of its own there, so a new one cannot ship undocumented.

const root = path.resolve(import.meta.dirname, "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
/** The names in the first column of the README's tables: "| `PORT` | ...". */
const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]));
/** server.mjs reads PORT and HOST itself; production-env.mjs and the logger read NODE_ENV. */
const READ = [...CONFIG_VARIABLES, ...SERVER_VARIABLES, "PORT", "HOST", "NODE_ENV"];

describe("the README's Configuration", () => {
  it("has a row for every variable the site reads", () => {
    expect(READ.length).toBeGreaterThan(20);
    expect(READ.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("has no row for a variable nothing reads", () => {
    const tools = ["CHROMIUM_PATH", "CHROME_PATH", "MARQUEE_NO_INSTALL", "FUZZ_SEED", "E2E_PORT_BASE"];
    const known = new Set([...READ, ...tools]);
    expect([...documented].filter((name) => !known.has(name ?? ""))).toEqual([]);
  });
});
