import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/cluster/processes.mjs";

// renovate.json, checked for what Renovate cannot be run here to show: its groups cover this package.json's
// packages, and its regular expressions find every copy of .node-version's version it must move.

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type Rule = {
  matchPackageNames?: string[];
  matchDepNames?: string[];
  matchDepTypes?: string[];
  matchDatasources?: string[];
  matchUpdateTypes?: string[];
  groupName?: string;
  rangeStrategy?: string;
  allowedVersions?: string;
};
type CustomManager = {
  customType: string;
  managerFilePatterns: string[];
  matchStrings: string[];
  depNameTemplate?: string;
  datasourceTemplate?: string;
};
const config = JSON.parse(read("renovate.json")) as {
  extends: string[];
  lockFileMaintenance: { enabled: boolean };
  customManagers: CustomManager[];
  packageRules: Rule[];
};
const packageJson = JSON.parse(read("package.json")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const installed = { ...packageJson.dependencies, ...packageJson.devDependencies };
const pinned = read(".node-version").trim();

/** Renovate's reading of a name pattern: /regex/, or a glob in which `*` stands for one path segment's text. */
function matches(pattern: string, name: string): boolean {
  const regex = /^\/(.*)\/$/.exec(pattern);
  if (regex) return new RegExp(regex[1] ?? "").test(name);
  const glob = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*");
  return new RegExp(`^${glob}$`).test(name);
}
const ruleFor = (group: string) => config.packageRules.find((rule) => rule.groupName === group);
const inRule = (rule: Rule | undefined, name: string) =>
  (rule?.matchPackageNames ?? []).some((pattern) => matches(pattern, name));

it("extends Renovate's recommended base and keeps the lockfile fresh", () => {
  expect(config.extends).toEqual(["config:recommended"]);
  expect(config.lockFileMaintenance.enabled).toBe(true);
});

describe("React Router", () => {
  const names = Object.keys(installed).filter(
    (name) => name === "react-router" || name.startsWith("@react-router/"),
  );

  it("moves every one of its packages in one group, pinned", () => {
    expect(names.length).toBeGreaterThanOrEqual(3);
    const rule = ruleFor("React Router");
    for (const name of names) expect(inRule(rule, name), name).toBe(true);
    expect(rule?.rangeStrategy).toBe("pin");
    expect(inRule(rule, "react-router-dom-extra")).toBe(false);
  });

  it("is at one exact version across its packages (mixed versions do not install)", () => {
    const versions = new Set(names.map((name) => installed[name]));
    expect(versions.size).toBe(1);
    expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("the test tools", () => {
  it("are one group that covers each of them package.json holds", () => {
    const rule = ruleFor("test tools");
    const tools = Object.keys(installed).filter((name) =>
      /^(vitest|@vitest\/.*|@playwright\/test|playwright|@testing-library\/.*|happy-dom|lighthouse|fast-check|@axe-core\/.*)$/.test(
        name,
      ),
    );
    expect(tools).toEqual(expect.arrayContaining(["vitest", "@playwright/test", "happy-dom", "lighthouse"]));
    for (const name of tools) expect(inRule(rule, name), name).toBe(true);
    for (const name of ["@vitest/coverage-v8", "playwright", "@axe-core/playwright"]) {
      expect(inRule(rule, name), name).toBe(true);
    }
  });

  it("keeps Playwright pinned exactly (its version goes with the Chromium it drives)", () => {
    expect(installed["@playwright/test"]).toMatch(/^\d+\.\d+\.\d+$/);
    const pins = config.packageRules.filter((rule) => rule.rangeStrategy === "pin");
    expect(pins.some((rule) => inRule(rule, "@playwright/test") && inRule(rule, "playwright"))).toBe(true);
  });
});

describe("Node.js", () => {
  it("is one group for every manager's node, engines.node raised with it", () => {
    const rule = ruleFor("Node.js");
    expect(rule?.matchDepNames).toEqual(["node"]);
    expect(rule?.matchPackageNames).toBeUndefined();
    const engines = config.packageRules.find((candidate) => candidate.matchDepTypes?.includes("engines"));
    expect(engines).toMatchObject({ matchDepNames: ["node"], rangeStrategy: "bump" });
  });

  it("keeps its type definitions on the runtime's major, and moves them with it", () => {
    const major = Number(pinned.split(".")[0]);
    expect(installed["@types/node"]).toMatch(new RegExp(`^\\^${major}\\.`));
    const rule = config.packageRules.find((candidate) => inRule(candidate, "@types/node"));
    expect(rule).toMatchObject({ groupName: "Node.js", allowedVersions: `<${major + 1}` });
  });

  it("finds every copy of the version that no built-in manager reads", () => {
    const [manager, ...others] = config.customManagers;
    expect(others).toEqual([]);
    expect(manager).toMatchObject({
      customType: "regex",
      depNameTemplate: "node",
      datasourceTemplate: "node-version",
    });
    // .node-version (nodenv), package.json (npm) and deploy/Dockerfile (dockerfile) have managers of their own.
    const docs = readdirSync(path.join(ROOT, "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => `docs/${file}`);
    const files = ["deploy/systemd/marquee.service", "README.md", ...docs];
    const patterns = (manager?.managerFilePatterns ?? []).map(
      (pattern) => /^\/(.*)\/$/.exec(pattern)?.[1] ?? "",
    );
    for (const file of files)
      expect(
        patterns.some((pattern) => new RegExp(pattern).test(file)),
        file,
      ).toBe(true);
    for (const file of files) {
      const text = read(file);
      const found = (manager?.matchStrings ?? []).flatMap((source) =>
        [...text.matchAll(new RegExp(source, "g"))].map((match) => match.groups?.currentValue),
      );
      // Each occurrence of the version in the file is one that Renovate moves; the unit and the README name it
      // (a doc in docs/ may, and is then held to the same rule).
      expect(found.length, file).toBe(text.split(pinned).length - 1);
      expect(new Set(found), file).toEqual(
        docs.includes(file) && found.length === 0 ? new Set() : new Set([pinned]),
      );
    }
    // The docs' pattern matches docs/*.md only: the decision records keep the versions of their day.
    expect(
      patterns.some((pattern) =>
        new RegExp(pattern).test("docs/decisions/0041-node-24-and-react-router-8.md"),
      ),
    ).toBe(false);
  });
});
