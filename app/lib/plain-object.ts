// No imports: app/together/ imports this relatively, so that Node.js runs it as it is.

/** A plain object (not null, not an array), whose fields a reader of untrusted JSON can then check one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
