// TMDB's OpenAPI description (../shared/tmdb-fixtures/openapi/tmdb-api.json): the response schema and the
// example answer of an endpoint, and a check of a JSON answer against such a schema.
// Written here rather than with a JSON Schema library because TMDB's response schemas use three keywords only
// (type, properties, items) and are inferred from one example each, so they need reading with judgement a
// validator would have to be taught anyway: every listed key is expected (none is marked required, but the
// example had them all), a key TMDB sends as null elsewhere may be null, "integer" where the example happened
// to be whole (a vote_average of 5) also takes a fraction, and an object whose keys are all country codes
// (certifications, display_priorities) is a map whose every entry has the listed entries' shape.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const openApiFile = path.resolve(repoRoot, "../shared/tmdb-fixtures/openapi/tmdb-api.json");

export function openApiPresent(): boolean {
  return existsSync(openApiFile);
}

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Operation {
  responses?: Record<
    string,
    { content?: Record<string, { schema?: JsonSchema; examples?: Record<string, { value?: unknown }> }> }
  >;
}

let description: { paths: Record<string, { get?: Operation }> } | undefined;

function responseOf(apiPath: string) {
  description ??= JSON.parse(readFileSync(openApiFile, "utf8"));
  const content = description?.paths[apiPath]?.get?.responses?.["200"]?.content?.["application/json"];
  if (!content) throw new Error(`TMDB's OpenAPI description has no 200 JSON answer for ${apiPath}`);
  return content;
}

/** The 200 answer's schema of a path as the description writes it, e.g. "/3/discover/movie". */
export function responseSchema(apiPath: string): JsonSchema {
  const schema = responseOf(apiPath).schema;
  if (!schema) throw new Error(`no schema for ${apiPath}`);
  return schema;
}

/** The 200 answer's example (TMDB's own, recorded from the real API), parsed. */
export function responseExample(apiPath: string): unknown {
  const example = Object.values(responseOf(apiPath).examples ?? {})[0]?.value;
  return typeof example === "string" ? JSON.parse(example) : example;
}

export interface SchemaOptions {
  /** Keys that may be null although the schema gives another type (TMDB sends null for them). */
  nullable: ReadonlySet<string>;
  /** Keys that may be absent although listed (TMDB leaves them out when empty). */
  optional?: ReadonlySet<string>;
}

/** Keys TMDB sends as null for titles that lack them, and fractional numbers its examples happened not to show. */
export const TMDB_NULLABLE: ReadonlySet<string> = new Set([
  "backdrop_path",
  "poster_path",
  "logo_path",
  "profile_path",
  "first_air_date",
  "release_date",
]);
const FRACTIONAL: ReadonlySet<string> = new Set(["vote_average", "popularity"]);

const isRegionKey = (key: string) => /^[A-Z]{2}(-[A-Z]{2})?$/.test(key);

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** Where `value` departs from `schema`, as readable paths ("results[3].vote_count: string, not integer"). */
export function schemaProblems(schema: JsonSchema, value: unknown, options: SchemaOptions): string[] {
  const problems = new Set<string>();
  check(schema, value, "", undefined, options, problems);
  return [...problems];
}

function check(
  schema: JsonSchema,
  value: unknown,
  at: string,
  key: string | undefined,
  options: SchemaOptions,
  problems: Set<string>,
): void {
  const where = at || "(root)";
  const got = typeOf(value);
  if (got === "null") {
    if (!(key !== undefined && options.nullable.has(key))) problems.add(`${where}: null, not ${schema.type}`);
    return;
  }
  switch (schema.type) {
    case "integer":
      if (got !== "number" || (!Number.isInteger(value) && !(key && FRACTIONAL.has(key))))
        problems.add(`${where}: ${got} ${String(value)}, not integer`);
      return;
    case "number":
    case "string":
    case "boolean":
      if (got !== schema.type) problems.add(`${where}: ${got}, not ${schema.type}`);
      return;
    case "array":
      if (got !== "array") problems.add(`${where}: ${got}, not array`);
      else if (schema.items) {
        for (const [index, item] of (value as unknown[]).entries())
          check(schema.items, item, `${at}[${index}]`, key, options, problems);
      }
      return;
    case "object": {
      if (got !== "object") {
        problems.add(`${where}: ${got}, not object`);
        return;
      }
      const object = value as Record<string, unknown>;
      const properties = Object.entries(schema.properties ?? {});
      const join = (name: string) => (at ? `${at}.${name}` : name);
      if (properties.length > 0 && properties.every(([name]) => isRegionKey(name))) {
        // A map keyed by country: each entry has the shape of the listed ones.
        const entry = properties[0]?.[1] ?? {};
        for (const [name, child] of Object.entries(object)) {
          if (!isRegionKey(name)) problems.add(`${join(name)}: not a country code`);
          check(entry, child, join(name), key, options, problems);
        }
        return;
      }
      for (const [name, child] of properties) {
        if (!(name in object)) {
          if (!options.optional?.has(name)) problems.add(`${join(name)}: missing`);
        } else check(child, object[name], join(name), name, options, problems);
      }
      return;
    }
    default:
      return;
  }
}
