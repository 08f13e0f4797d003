// @ts-check
// The last part of a full `npm run load`: the JSON API's per-client limit (API_RATE_LIMIT, default 120 a minute),
// a short run with the default.
import { cannon, statusCounts } from "./autocannon-run.mjs";
import { startApp } from "./processes.mjs";

export async function rateLimitRun() {
  const limitedUrl = await startApp({});
  const limited = await cannon(limitedUrl, () => "/api/genre/movie/28", 5, 10);
  const counts = statusCounts([limited]);
  console.log(
    `\nJSON API with the default rate limit (5 s, 10 connections, one client): status counts ${JSON.stringify(counts)}`,
  );
  console.log(
    counts["429"]
      ? `${counts["429"]} answers were 429: the limit works.`
      : "No 429 at all: this build does not limit /api/* (yet).",
  );
}
