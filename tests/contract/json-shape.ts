// Compares the shape of a JSON answer with a reference answer (a recorded real TMDB response): every key the
// reference always has must be present, with a JSON type the reference uses there. Used to hold the demo
// catalogue to TMDB's shapes.

type JsonType = "null" | "boolean" | "number" | "string" | "array" | "object";

function jsonType(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  const type = typeof value;
  if (type === "boolean" || type === "number" || type === "string") return type;
  return "object";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return jsonType(value) === "object";
}

/** Objects keyed by ISO 3166-1 region code ("watch/providers" results) are maps, not records. */
function isRegionMap(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => /^[A-Z]{2}$/.test(key));
}

/** What the reference shows at one position, merged over every value seen there (e.g. all items of a list). */
interface Shape {
  types: Set<JsonType>;
  /** Keys present in every object seen here. */
  keys?: Map<string, Shape>;
  /** The values of a region map. */
  regionValues?: Shape;
  /** Items of arrays seen here, and the same grouped by media_type where items carry one (search, known_for). */
  items?: Shape;
  itemsByMediaType?: Map<string, Shape>;
}

function shapeOf(values: unknown[]): Shape {
  const shape: Shape = { types: new Set(values.map(jsonType)) };
  const objects = values.filter(isObject);
  if (objects.length > 0 && objects.every(isRegionMap)) {
    shape.regionValues = shapeOf(objects.flatMap((object) => Object.values(object)));
  } else if (objects.length > 0) {
    const [first, ...others] = objects.map((object) => Object.keys(object));
    const common = (first ?? []).filter((key) => others.every((keys) => keys.includes(key)));
    shape.keys = new Map(common.map((key) => [key, shapeOf(objects.map((object) => object[key]))]));
  }
  const items = values.filter(Array.isArray).flat();
  if (items.length > 0) {
    shape.items = shapeOf(items);
    const typed = items.filter((item) => isObject(item) && typeof item.media_type === "string") as Array<
      Record<string, unknown>
    >;
    if (typed.length > 0) {
      const groups = new Map<string, unknown[]>();
      for (const item of typed) {
        const mediaType = String(item.media_type);
        groups.set(mediaType, [...(groups.get(mediaType) ?? []), item]);
      }
      shape.itemsByMediaType = new Map([...groups].map(([mediaType, group]) => [mediaType, shapeOf(group)]));
    }
  }
  return shape;
}

export interface ShapeOptions {
  /** Key names that may be null even where the reference has a value (TMDB sends null for them elsewhere). */
  nullableKeys: ReadonlySet<string>;
  /** Key names that may be absent even where the reference always has them. */
  optionalKeys?: ReadonlySet<string>;
  /** Top-level keys of the reference to leave out (e.g. append_to_response parts the app never asks for). */
  ignoreTopLevelKeys?: ReadonlySet<string>;
}

/**
 * Differences of `actual` from the shape of `reference`, as readable paths such as
 * "results[].known_for[].name: missing" or "runtime: string where TMDB has number". Empty when the shapes agree.
 * Every item of an array in `actual` is held to the keys that all items of the reference's array have (where
 * items carry a media_type, all reference items of the same media_type; a media_type the reference lacks
 * is not checked). A key may be null where the reference has null at that place or the key is in nullableKeys.
 */
export function shapeDifferences(reference: unknown, actual: unknown, options: ShapeOptions): string[] {
  const found = new Set<string>();
  compare(shapeOf([reference]), actual, "", undefined, options, found);
  return [...found];
}

function compare(
  shape: Shape,
  actual: unknown,
  at: string,
  key: string | undefined,
  options: ShapeOptions,
  found: Set<string>,
): void {
  const where = at === "" ? "(root)" : at;
  const expected = [...shape.types].filter((type) => type !== "null");
  const got = jsonType(actual);
  if (expected.length === 0) return;
  if (got === "null") {
    const nullable = shape.types.has("null") || (key !== undefined && options.nullableKeys.has(key));
    if (!nullable) found.add(`${where}: null where TMDB has ${expected.join(" or ")}`);
    return;
  }
  if (!expected.includes(got)) {
    found.add(`${where}: ${got} where TMDB has ${expected.join(" or ")}`);
    return;
  }
  if (isObject(actual)) {
    if (shape.regionValues) {
      for (const value of Object.values(actual))
        compare(shape.regionValues, value, `${at}.{region}`, key, options, found);
      return;
    }
    for (const [name, child] of shape.keys ?? []) {
      if (at === "" && options.ignoreTopLevelKeys?.has(name)) continue;
      const path = at === "" ? name : `${at}.${name}`;
      if (!(name in actual)) {
        if (!options.optionalKeys?.has(name)) found.add(`${path}: missing`);
      } else compare(child, actual[name], path, name, options, found);
    }
    return;
  }
  if (Array.isArray(actual) && shape.items) {
    for (const item of actual) {
      const mediaType = isObject(item) ? item.media_type : undefined;
      const itemShape =
        shape.itemsByMediaType && typeof mediaType === "string"
          ? shape.itemsByMediaType.get(mediaType)
          : shape.items;
      if (itemShape) compare(itemShape, item, `${at}[]`, key, options, found);
    }
  }
}

/** Every key name that is null somewhere in `values` (recursively). */
export function keysNullSomewhere(values: unknown[]): Set<string> {
  const keys = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      for (const [name, child] of Object.entries(value)) {
        if (child === null) keys.add(name);
        visit(child);
      }
    }
  };
  values.forEach(visit);
  return keys;
}
