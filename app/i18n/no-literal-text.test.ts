import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

// Every word a visitor reads goes through the message catalogues. This parses the site's components and routes
// (with Vite's own parser, oxc) and lists text written into JSX: text between tags, string literals in braces, and
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

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";
const isString = (node: unknown): node is Node & { value: string } =>
  isNode(node) && node.type === "Literal" && typeof node.value === "string";

/** Text written into the JSX of one file, each with its line: `name` is the file's path, for the messages. */
function literalText(name: string, text: string): string[] {
  const where = (node: Node, at = node.start) => `${name}:${text.slice(0, at).split("\n").length}`;
  const found: string[] = [];
  const visit = (node: Node, parent: Node | undefined) => {
    if (node.type === "JSXText" && hasWords(String(node.value))) {
      const value = String(node.value);
      const first = node.start + value.length - value.trimStart().length;
      found.push(`${where(node, first)} text "${value.trim()}"`);
    }
    if (
      node.type === "JSXExpressionContainer" &&
      isString(node.expression) &&
      (parent?.type === "JSXElement" || parent?.type === "JSXFragment") &&
      hasWords(node.expression.value)
    )
      found.push(`${where(node)} text "${node.expression.value}"`);
    if (node.type === "JSXAttribute" && isNode(node.name) && node.name.type === "JSXIdentifier") {
      const attribute = String(node.name.name);
      const value =
        isNode(node.value) && node.value.type === "JSXExpressionContainer"
          ? node.value.expression
          : node.value;
      if (
        READ_ATTRIBUTES.has(attribute) &&
        isNode(value) &&
        (isString(value) || value.type === "TemplateLiteral")
      ) {
        const literal = text.slice(value.start, value.end as number);
        if (hasWords(literal)) found.push(`${where(node)} ${attribute}=${literal}`);
      }
    }
    for (const child of Object.values(node)) {
      for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) visit(item, node);
    }
  };
  const { program, errors } = parseSync(name, text, { lang: "tsx" });
  if (errors.length > 0) throw new Error(`${name}: ${errors[0]?.message}`);
  visit(program as unknown as Node, undefined);
  return found;
}

describe("interface text", () => {
  it("is never written into a component: it comes from the message catalogues", () => {
    const files = sourceFiles(APP);
    expect(files.length).toBeGreaterThan(20);
    expect(
      files.flatMap((file) => literalText(path.relative(APP, file), readFileSync(file, "utf8"))),
    ).toEqual([]);
  });

  it("is found where it is written: between tags, in braces and in read attributes", () => {
    const component = [
      "export const A = ({ n }: { n: number }) => (",
      '  <p title="Close the panel" data-x="not read">',
      '    Hello there {"in braces"} {n} TMDB',
      "    <img alt={`A poster`} aria-label={label} />",
      "  </p>",
      ");",
    ].join("\n");
    expect(literalText("a.tsx", component)).toEqual([
      'a.tsx:2 title="Close the panel"',
      'a.tsx:3 text "Hello there"',
      'a.tsx:3 text "in braces"',
      "a.tsx:4 alt=`A poster`",
    ]);
  });
});
