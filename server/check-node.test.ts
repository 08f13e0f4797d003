import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareVersions, lowerBound, nodeVersionProblem } from "./check-node.mjs";

describe("compareVersions", () => {
  it("orders by major, then minor, then patch, numerically", () => {
    expect(compareVersions("24.22.3", "24.22.3")).toBe(0);
    expect(compareVersions("20.20.2", "24.22.3")).toBeLessThan(0);
    expect(compareVersions("24.22.2", "24.22.3")).toBeLessThan(0);
    expect(compareVersions("24.9.9", "24.22.3")).toBeLessThan(0);
    expect(compareVersions("24.22.10", "24.22.3")).toBeGreaterThan(0);
    expect(compareVersions("100.0.0", "24.22.3")).toBeGreaterThan(0);
  });

  it("reads process.version's leading v and a pre-release's release", () => {
    expect(compareVersions("v24.22.3", "24.22.3")).toBe(0);
    expect(compareVersions("26.0.0-nightly20261101abc", "24.22.3")).toBeGreaterThan(0);
  });

  it("refuses what is not a version", () => {
    expect(() => compareVersions("24", "24.22.3")).toThrow(/Not a Node.js version/);
  });
});

describe("lowerBound", () => {
  it("reads >=X.Y.Z and refuses ranges it cannot check", () => {
    expect(lowerBound(">=24.22.3")).toBe("24.22.3");
    expect(lowerBound(">= 24.22.3")).toBe("24.22.3");
    for (const range of ["^24.22.3", ">=24", "24.x", ">=24.22.3 <26"])
      expect(() => lowerBound(range)).toThrow();
  });

  it("reads package.json's engines.node", () => {
    const engines = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines;
    expect(lowerBound(engines.node)).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("nodeVersionProblem", () => {
  it("is one line naming both versions on an older Node.js", () => {
    expect(nodeVersionProblem("24.22.3", "v20.20.2")).toBe(
      "Marquee needs Node.js 24.22.3 or newer; this is Node.js 20.20.2. See README, Quick start.",
    );
    expect(nodeVersionProblem("24.22.3", "24.22.2")).toMatch(/^[^\n]+$/);
  });

  it("is nothing on that version or a newer one", () => {
    expect(nodeVersionProblem("24.22.3", "v24.22.3")).toBeUndefined();
    expect(nodeVersionProblem("24.22.3", "26.1.0")).toBeUndefined();
  });
});
