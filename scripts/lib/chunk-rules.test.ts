import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CARD_MODULES,
  CLIENT_RULES,
  FRAMEWORK_PACKAGES,
  HOME_CONTENT,
  isInPackage,
  isOneOf,
  SERVER_RULES,
  SHELL,
  unmatchedRules,
} from "./chunk-rules";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const app = path.join(root, "app");

describe("the chunk rules (vite.config.ts)", () => {
  // The build stops on a rule that names a missing module; this says so without a build.
  const named = Object.entries({ ...CLIENT_RULES, ...SERVER_RULES }).flatMap(([rule, modules]) =>
    modules.map((name) => ({ rule, name })),
  );
  it.each(named)("$rule: app/$name exists", ({ name }) => {
    expect(existsSync(path.join(app, name))).toBe(true);
  });

  it.each(FRAMEWORK_PACKAGES)("the framework package %s is installed", (name) => {
    expect(() =>
      createRequire(path.join(root, "package.json")).resolve(`${name}/package.json`),
    ).not.toThrow();
  });

  it("puts no module in both the shell and home's content", () => {
    const shell = new Set<string>([...SHELL, ...CARD_MODULES]);
    expect(HOME_CONTENT.filter((name) => shell.has(name))).toEqual([]);
  });
});

describe("unmatchedRules", () => {
  const ids = [
    `${app}/lib/paths.ts`,
    `${app}/components/media-card.tsx`,
    `${root}/node_modules/react/index.js`,
  ];

  it("is empty when every named module and package is in the build", () => {
    expect(unmatchedRules(ids, { cards: ["lib/paths.ts", "components/media-card.tsx"] }, ["react"])).toEqual(
      [],
    );
  });

  it("names each rule's module the build does not have, and each missing package", () => {
    expect(unmatchedRules(ids, { cards: ["lib/paths.ts", "lib/path.ts"] }, ["react", "scheduler"])).toEqual([
      "cards: app/lib/path.ts is not in the build",
      "framework packages: no module of scheduler in the build",
    ]);
  });
});

describe("isOneOf", () => {
  const isCard = isOneOf(["lib/paths.ts"]);

  it("knows a module by its path under app/, on any platform", () => {
    expect(isCard("/srv/site/app/lib/paths.ts")).toBe(true);
    expect(isCard("C:\\site\\app\\lib\\paths.ts")).toBe(true);
  });

  it("does not take a module made from the file (an id with a query), such as React Router's route module", () => {
    expect(isCard("/srv/site/app/lib/paths.ts?__react-router-build-client-route")).toBe(false);
  });

  it("does not take a neighbour, a test or a package's file of the same name", () => {
    expect(isCard("/srv/site/app/lib/paths.test.ts")).toBe(false);
    expect(isCard("/srv/site/app/lib/sub/paths.ts")).toBe(false);
    expect(isCard("/srv/site/node_modules/x/app/lib/paths.ts")).toBe(false);
  });
});

describe("isInPackage", () => {
  it("takes a package's files, not a package whose name only starts the same", () => {
    const isReact = isInPackage(["react"]);
    expect(isReact("/srv/site/node_modules/react/index.js")).toBe(true);
    expect(isReact("/srv/site/node_modules/react-dom/index.js")).toBe(false);
  });
});
