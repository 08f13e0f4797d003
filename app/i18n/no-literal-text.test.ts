import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every word a visitor reads goes through the message catalogues (issue 18). This reads the site's components
// and routes as TypeScript and lists text written into JSX: text between tags, string literals in braces, and
// the attributes people read or hear (aria-label, title, alt, placeholder...). Data files (.ts) are covered by
// the rendered-page check in every language (tests/e2e/languages.spec.ts).
const APP = path.join(import.meta.dirname, "..");
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "alt",
  "placeholder",
  "label",
]);
/** Names and symbols that are the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(["TMDB", "IMDb", "YouTube"]);
/** The demo catalogue's stand-in player is a page of its own, the provider's, not the site's interface. */
const NOT_INTERFACE = [/[\\/]demo[\\/]/, /\.test\.tsx$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".tsx") && !NOT_INTERFACE.some((pattern) => pattern.test(full)) ? [full] : [];
  });
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

function literalText(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(APP, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      ts.isJsxElement(node.parent) &&
      hasWords(node.expression.text)
    )
      found.push(`${where(node)} text "${node.expression.text}"`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (
        literal &&
        (ts.isStringLiteralLike(literal) || ts.isTemplateExpression(literal)) &&
        hasWords(literal.getText())
      )
        found.push(`${where(node)} ${node.name.getText()}=${literal.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("interface text", () => {
  it("is never written into a component: it comes from the message catalogues", () => {
    const files = sourceFiles(APP);
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(literalText)).toEqual([]);
    // Parsing every component with TypeScript's compiler takes seconds, more on a busy machine (it timed out at
    // Vitest's default 5 s at a load average of 30).
  }, 60_000);
});
