import { CatalogueError, type CatalogueErrorReason } from "./catalogue-error";
import type { Booking, RateGate, SendWindow } from "./rate-gate.server";
import { realClock, type UpstreamClock } from "./upstream-clock.server";
import { createLimiter } from "./upstream-limiter.server";

// Discipline for every call to TMDB: a rate cap (rate-gate.server.ts: each attempt books a send slot, waiting
// at most `maxQueueMs` for it, else the call fails at once as "unavailable" with Retry-After), a bounded number
// of connections (FIFO queue), a deadline per call that
// covers queueing, every attempt and every pause, retries with exponential backoff and full jitter on 429,
// 5xx and network failures, and Retry-After honoured when it fits the deadline. A call always settles by its
// deadline: a page never hangs on the catalogue. The clock, sleep and random source are injectable so tests
// are fast and deterministic.

export interface UpstreamOptions {
  /** Longest one attempt may take, body included (TMDB_TIMEOUT_MS). */
  attemptTimeoutMs: number;
  /** Longest a whole call may take: queueing, attempts, backoff. Default: the larger of 10 s and one attempt. */
  deadlineMs?: number;
  /** Upstream requests in flight at once; more wait in FIFO order. Default 20. */
  maxConcurrent?: number;
  /** Extra attempts after the first, on 429, 5xx, network errors and timeouts. Default 2. */
  retries?: number;
  /** Backoff before retry n (0-based) is random() * min(maxDelayMs, baseDelayMs * 2^n). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  clock?: UpstreamClock;
  /** Caps the rate of attempts (TMDB_MAX_RPS); none: only the connection limit applies. */
  rateGate?: RateGate;
  /** Checked at the moment of sending, after the booked slot: this process's own strict per-second cap. */
  sendWindow?: SendWindow;
  /** Longest an attempt may wait for its slot under the rate cap before the call is refused. Default 2 s. */
  maxQueueMs?: number;
  /**
   * The same for a background call (an import's lookups): it takes a slot only when one is this close, so that
   * however many run, they hold pages back by no more than this, and never fill the queue pages are refused
   * by. Default 200 ms.
   */
  backgroundQueueMs?: number;
  /** Told of every attempt's outcome and duration, and of every call refused by the rate cap (metrics). */
  observe?: (event: AttemptEvent) => void;
  /** Wall clock, for Retry-After given as an HTTP date. */
  wallNow?: () => number;
  random?: () => number;
}

/** An attempt's outcome: "ok", the CatalogueError's reason, or "queue_full" when the rate cap refused it. */
export type AttemptOutcome = "ok" | CatalogueErrorReason | "queue_full";

export interface AttemptEvent {
  /** The endpoint path, e.g. "movie/550"; metrics fold its numbers into a template. */
  label: string;
  outcome: AttemptOutcome;
  durationMs: number;
  /** For "queue_full": how far away the next free slot was. */
  retryAfterMs?: number;
  /** A background call: refused so that pages go first, not because the queue is full for pages. */
  background?: boolean;
}

export interface CallOptions {
  /**
   * Work no visitor is waiting on a page for (an import's lookups): under the rate cap it yields to
   * pages (backgroundQueueMs) and is refused, with Retry-After, rather than queue behind them.
   */
  background?: boolean;
}

export const UPSTREAM_DEFAULTS = {
  deadlineMs: 10_000,
  maxQueueMs: 2_000,
  backgroundQueueMs: 200,
  maxConcurrent: 20,
  retries: 2,
  baseDelayMs: 200,
  maxDelayMs: 2_000,
} as const;

/** An attempt not worth starting with less time than this left. */
const MIN_ATTEMPT_MS = 50;

/** What one attempt found; `retry` marks failures another attempt may cure. */
export type AttemptResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: CatalogueError; retry: boolean; retryAfterMs?: number };

export type Attempt<T> = (signal: AbortSignal) => Promise<AttemptResult<T>>;

export interface UpstreamStats {
  /** Calls started (one per cache miss or refresh). */
  calls: number;
  /** Requests actually sent upstream (calls plus retries). */
  attempts: number;
  retries: number;
  /** Calls that ended in an error. */
  failures: number;
  /** Calls refused because the rate cap's queue was full (each answered 503 with Retry-After). */
  rateLimited: number;
  /** Background calls refused because pages had the next slots (asked again after Retry-After). */
  deferred: number;
  inFlight: number;
  /** Waiting for a connection. */
  queued: number;
  /** Waiting for their slot under the rate cap. */
  waitingForRate: number;
  /** Most requests ever in flight at once. */
  peakInFlight: number;
}

export interface Upstream {
  /** Runs `attempt` under the limits; `label` (an endpoint path, never a URL) names the call in errors. */
  call<T>(label: string, attempt: Attempt<T>, options?: CallOptions): Promise<T>;
  /** A Retry-After header as milliseconds from now, by this upstream's wall clock. */
  retryAfterMs(header: string | null): number | undefined;
  stats(): UpstreamStats;
}

/** Retry-After as milliseconds from now: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, wallNow: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day or month ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse alone reads "-3" as a year.
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - wallNow);
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const clock = options.clock ?? realClock;
  const wallNow = options.wallNow ?? Date.now;
  const random = options.random ?? Math.random;
  const attemptTimeoutMs = options.attemptTimeoutMs;
  const deadlineMs = options.deadlineMs ?? Math.max(UPSTREAM_DEFAULTS.deadlineMs, attemptTimeoutMs);
  const retries = options.retries ?? UPSTREAM_DEFAULTS.retries;
  const baseDelayMs = options.baseDelayMs ?? UPSTREAM_DEFAULTS.baseDelayMs;
  const maxDelayMs = options.maxDelayMs ?? UPSTREAM_DEFAULTS.maxDelayMs;
  const limiter = createLimiter(options.maxConcurrent ?? UPSTREAM_DEFAULTS.maxConcurrent, clock);
  const counts = { calls: 0, attempts: 0, retries: 0, failures: 0, rateLimited: 0, deferred: 0 };
  const rateGate = options.rateGate;
  const sendWindow = options.sendWindow;
  const maxQueueMs = options.maxQueueMs ?? UPSTREAM_DEFAULTS.maxQueueMs;
  const backgroundQueueMs = Math.min(
    maxQueueMs,
    options.backgroundQueueMs ?? UPSTREAM_DEFAULTS.backgroundQueueMs,
  );
  const observe = options.observe ?? (() => {});
  let waitingForRate = 0;
  /** TMDB's rate limit is per client, not per endpoint: a 429's Retry-After pauses every call. */
  let pausedUntil = 0;

  async function call<T>(label: string, attempt: Attempt<T>, callOptions: CallOptions = {}): Promise<T> {
    const background = callOptions.background === true;
    counts.calls += 1;
    const deadline = clock.now() + deadlineMs;
    const left = () => deadline - clock.now();
    /** The last attempt's failure, the truest answer when the deadline ends the call before another attempt. */
    let lastError: CatalogueError | undefined;
    try {
      for (let attemptIndex = 0; ; attemptIndex += 1) {
        const pause = pausedUntil - clock.now();
        if (pause > 0) {
          if (pause + MIN_ATTEMPT_MS > left()) throw rateLimited(label, pause);
          await clock.sleep(pause);
        }
        if (left() < MIN_ATTEMPT_MS) throw timedOut(label, deadlineMs);
        if (rateGate) {
          const queueMs = background ? backgroundQueueMs : maxQueueMs;
          const booking = await rateGate.book(Math.max(0, Math.min(queueMs, left() - MIN_ATTEMPT_MS)));
          // Refused only because this call's own deadline is near (a call with the whole wait would have had
          // the slot): the queue is not full, and no other page is to be shed for it (catalogue.server.ts).
          if (!booking.ok && booking.retryAfterMs <= queueMs) throw lastError ?? timedOut(label, deadlineMs);
          await waitForSlot(label, booking, background);
        }
        const result = await limiter.run(left(), async () => {
          // The slot may have come free just as the deadline passed.
          if (left() < MIN_ATTEMPT_MS) return "queue_timeout" as const;
          for (let wait = sendWindow?.take() ?? 0; wait > 0; wait = sendWindow?.take() ?? 0) {
            if (left() < wait + MIN_ATTEMPT_MS) return "queue_timeout" as const;
            await clock.sleep(wait);
          }
          counts.attempts += 1;
          const started = clock.now();
          const answer = await withTimeout(label, Math.min(attemptTimeoutMs, left()), attempt);
          const outcome = answer.ok ? "ok" : answer.error.reason;
          observe({ label, outcome, durationMs: clock.now() - started });
          return answer;
        });
        if (result === "queue_timeout") throw queueTimedOut(label, deadlineMs);
        if (result.ok) return result.value;

        const { error, retryAfterMs } = result;
        lastError = error;
        if (error.reason === "rate_limited" && retryAfterMs !== undefined) {
          pausedUntil = Math.max(pausedUntil, clock.now() + retryAfterMs);
        }
        if (!result.retry || attemptIndex >= retries) throw error;
        const backoff = retryAfterMs ?? random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attemptIndex);
        // Waiting past the deadline helps nobody: say now what went wrong (and, for 429, when to come back).
        if (backoff + MIN_ATTEMPT_MS > left()) throw error;
        counts.retries += 1;
        await clock.sleep(backoff);
      }
    } catch (error) {
      counts.failures += 1;
      throw error;
    }
  }

  /** Sleeps until this attempt's booked send slot; refuses the call when the queue had none free in time. */
  async function waitForSlot(label: string, booking: Booking, background: boolean): Promise<void> {
    if (!booking.ok) {
      if (background) counts.deferred += 1;
      else counts.rateLimited += 1;
      observe({
        label,
        outcome: "queue_full",
        durationMs: 0,
        retryAfterMs: booking.retryAfterMs,
        ...(background ? { background } : {}),
      });
      const retryAfterSeconds = Math.max(1, Math.ceil(booking.retryAfterMs / 1000));
      // Deferred, a background call is asked to slow down (429, which /api/match passes on): the site is not
      // failing, pages are going first.
      if (background) {
        throw new CatalogueError("rate_limited", `TMDB ${label} was not called: pages go first`, {
          retryAfterSeconds,
        });
      }
      throw new CatalogueError("unavailable", `TMDB ${label} was not called: the upstream queue is full`, {
        retryAfterSeconds,
      });
    }
    if (booking.waitMs <= 0) return;
    waitingForRate += 1;
    try {
      await clock.sleep(booking.waitMs);
    } finally {
      waitingForRate -= 1;
    }
  }

  /** One attempt, abandoned (and its request aborted) after `timeoutMs`, even if it ignores the signal. */
  async function withTimeout<T>(
    label: string,
    timeoutMs: number,
    attempt: Attempt<T>,
  ): Promise<AttemptResult<T>> {
    const request = new AbortController();
    const timer = new AbortController();
    const expired = clock.sleep(timeoutMs, timer.signal).then(
      (): AttemptResult<T> => {
        request.abort(new Error("timeout"));
        return {
          ok: false,
          retry: true,
          error: new CatalogueError(
            "unavailable",
            `TMDB ${label} did not answer within ${Math.round(timeoutMs)} ms`,
          ),
        };
      },
      () => new Promise<never>(() => {}),
    );
    try {
      return await Promise.race([attempt(request.signal), expired]);
    } finally {
      timer.abort();
    }
  }

  return {
    call,
    retryAfterMs: (header) => parseRetryAfter(header, wallNow()),
    stats: () => ({ ...counts, ...limiter.stats(), waitingForRate }),
  };

  function rateLimited(label: string, waitMs: number): CatalogueError {
    return new CatalogueError("rate_limited", `TMDB ${label} is rate limited`, {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
}

function timedOut(label: string, deadlineMs: number): CatalogueError {
  return new CatalogueError("unavailable", `TMDB ${label} did not answer within ${deadlineMs} ms`);
}

function queueTimedOut(label: string, deadlineMs: number): CatalogueError {
  return new CatalogueError("unavailable", `TMDB ${label} found no free connection within ${deadlineMs} ms`);
}
