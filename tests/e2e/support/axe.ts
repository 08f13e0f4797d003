import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Result = AxeResults["violations"][number];

/**
 * What every page is held to: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (landmarks, one
 * main heading, unique ids...). Nothing is left out; a rule a page cannot pass is fixed in the page.
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Label in name (WCAG 2.5.3): a control's accessible name holds the words it shows, so that a voice-control user
 * who says them reaches it. Named here, not left to the tags: axe shipped it as experimental (off) for years, and
 * a later release moving it back would drop the check without a word. `expectNoAxeViolations` fails when it did
 * not run.
 */
const ALWAYS = ["label-content-name-mismatch"];

/** One line per element a rule found at fault: the rule, its impact and help, where, and axe's summary. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? "").replace(/\s*\n\s*/g, " ").trim();
        return `    at ${node.target.join(" >> ")}: ${summary}`;
      });
      return `  ${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n${nodes.join("\n")}`;
    })
    .join("\n");
}

/**
 * Where axe looks: `within`, a CSS selector, for a state that adds one part to a page checked whole elsewhere (an
 * open dialog, sheet or panel: axe on that part alone takes a fraction of the page's time, and page-wide rules
 * such as landmarks have nothing new to say); `only`, rule ids, for a page checked whole in another language
 * where only what the language writes differs.
 */
export interface AxeScope {
  within?: string;
  only?: string[];
}

/**
 * Runs axe on the page as it is now and returns what it found. In axe's "legacy" frame mode: the default opens a
 * blank page for every run to gather the frames' results, which took 32 s on home on a busy 2-core machine
 * against 3 s. The one frame the site shows, the demo player, is same-origin and still checked; a player
 * provider's cross-origin frame (not ours to fix) would be listed by axe's frame-tested rule, which is a review
 * item, not a violation.
 */
export async function axeResults(page: Page, { within, only }: AxeScope = {}): Promise<AxeResults> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (within) builder.include(within);
  if (only) return builder.withRules(only).analyze();
  return builder
    .withTags(AXE_TAGS)
    .options({ rules: Object.fromEntries(ALWAYS.map((rule) => [rule, { enabled: true }])) })
    .analyze();
}

/** Fails with every violation axe finds on the page as it is now, `state` naming what the visitor has open. */
export async function expectNoAxeViolations(page: Page, state: string, scope: AxeScope = {}): Promise<void> {
  const results = await axeResults(page, scope);
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (rule) => rule.id,
    ),
  );
  expect(
    (scope.only ?? ALWAYS).filter((rule) => !ran.has(rule)),
    "rules that did not run",
  ).toEqual([]);
  expect(describeViolations(results.violations), `axe on ${state} (${page.url()})`).toBe("");
}
