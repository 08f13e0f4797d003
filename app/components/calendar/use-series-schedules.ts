import { useCallback, useEffect, useRef, useState } from "react";
import type { SeriesSchedule } from "~/catalogue/types";
import { usePageKids } from "~/i18n/link";
import { withKidsParam } from "~/lib/kids-limit";
import { mapSettled } from "~/lib/map-settled";

// The schedules of the followed series, asked of /api/series-schedule/{id} one series per request, as the site
// asks when a visitor opens a series (no request names two of them), a few at a time. Each arrives into the page
// as it comes. A series the catalogue does not know (404) is left out quietly; a 429 or 503 is waited out as
// its Retry-After says (a few times); others that fail can be retried by the visitor.

/** Requests in flight at once. */
const CONCURRENCY = 4;

export interface SchedulesState {
  schedules: SeriesSchedule[];
  /** Ids whose request failed (not a 404): the page offers to try again. */
  failed: number[];
  /** Requests not answered yet. */
  pending: number;
  retry: () => void;
}

type Outcome =
  | { id: number; schedule: SeriesSchedule }
  | { id: number; gone: true }
  | { id: number; failed: true };

/** Waits asked by the site's API rate limit are honoured up to this long, this many times per series. */
const MAX_WAIT_MS = 60_000;
const MAX_WAITS = 3;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** `query`: the page's kids' limit ("?kids=US-PG") or "": a kids' calendar lists only series under it. */
async function fetchSchedule(
  id: number,
  prefix: string,
  query: string,
  signal: AbortSignal,
): Promise<Outcome> {
  for (let waits = 0; ; waits++) {
    try {
      const response = await fetch(`${prefix}/api/series-schedule/${id}${query}`, { signal });
      // 403: over the page's kids' limit, left out of a kids' calendar as a title taken down is.
      if (response.status === 404 || response.status === 451 || response.status === 403)
        return { id, gone: true };
      // A visitor following many series can meet the API's rate limit (API_RATE_LIMIT a minute): wait as asked.
      if ((response.status === 429 || response.status === 503) && waits < MAX_WAITS && !signal.aborted) {
        const seconds = Number(response.headers.get("retry-after"));
        await pause(
          Math.min(MAX_WAIT_MS, (Number.isFinite(seconds) && seconds > 0 ? seconds : 5) * 1000),
          signal,
        );
        continue;
      }
      if (!response.ok) return { id, failed: true };
      const body = (await response.json()) as { success?: boolean; data?: SeriesSchedule };
      return body.success && body.data ? { id, schedule: body.data } : { id, failed: true };
    } catch {
      return { id, failed: true };
    }
  }
}

/** `segment`: the page's language segment ("es"), so that names come in its language; "" for English. */
export function useSeriesSchedules(ids: readonly number[], segment: string): SchedulesState {
  const key = ids.join(",");
  // What arrived, by language and id, for the page's lifetime; `version` renders it again as answers come.
  const answers = useRef(new Map<string, Outcome>());
  const [, setVersion] = useState(0);
  const [round, setRound] = useState(0);
  const kids = usePageKids();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again for the failed ones.
  useEffect(() => {
    const controller = new AbortController();
    const prefix = segment ? `/${segment}` : "";
    const query = withKidsParam("/", kids).slice(1);
    const missing = (key === "" ? [] : key.split(",").map(Number)).filter((id) => {
      const known = answers.current.get(`${segment}:${id}`);
      return known === undefined || "failed" in known;
    });
    void mapSettled(missing, CONCURRENCY, async (id) => {
      if (controller.signal.aborted) return;
      const outcome = await fetchSchedule(id, prefix, query, controller.signal);
      if (controller.signal.aborted) return;
      answers.current.set(`${segment}:${id}`, outcome);
      setVersion((version) => version + 1);
    });
    return () => controller.abort();
  }, [key, segment, round]);

  const retry = useCallback(() => {
    for (const [answerKey, outcome] of answers.current)
      if ("failed" in outcome) answers.current.delete(answerKey);
    setRound((value) => value + 1);
  }, []);

  const schedules: SeriesSchedule[] = [];
  const failed: number[] = [];
  let pending = 0;
  for (const id of ids) {
    const outcome = answers.current.get(`${segment}:${id}`);
    if (outcome === undefined) pending++;
    else if ("schedule" in outcome) schedules.push(outcome.schedule);
    else if ("failed" in outcome) failed.push(id);
  }
  return { schedules, failed, pending, retry };
}
