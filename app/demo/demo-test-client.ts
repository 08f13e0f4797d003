import { expect } from "vitest";
import { DEMO_API_BASE_URL, handleDemoRequest } from "./handler.server";

// Test support: calls the demo handler as a TMDB client would, for the demo's own tests.

export type JsonAnswer = Record<string, unknown> & { results?: JsonAnswer[] };

export async function call(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; type: string | null; body: JsonAnswer }> {
  const response = await handleDemoRequest(new Request(`${DEMO_API_BASE_URL}/${path}`, init));
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as JsonAnswer,
  };
}

/** The body of a call that must succeed. */
export async function ok(path: string): Promise<JsonAnswer> {
  const { status, body } = await call(path);
  expect(status, path).toBe(200);
  return body;
}
