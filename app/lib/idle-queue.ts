// Work that can wait until the browser has nothing better to do, such as rendering the home page's rows below
// the first screen. Jobs run one per idle period, in the order they were queued, so each is a short task of
// its own rather than one long one that would hold up a tap (docs/decisions/0012-scripts-after-paint.md).

type Job = () => void;

const queue: Job[] = [];
let scheduled = false;

function runNext() {
  scheduled = false;
  queue.shift()?.();
  schedule();
}

function schedule() {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  // Safari has no requestIdleCallback; a short timeout still lets rendering and input go first.
  if (typeof window.requestIdleCallback === "function")
    window.requestIdleCallback(runNext, { timeout: 2000 });
  else window.setTimeout(runNext, 50);
}

/** Queues a job for an idle moment; the returned function takes it off the queue if it has not run yet. */
export function whenIdle(job: Job): () => void {
  queue.push(job);
  schedule();
  return () => {
    const index = queue.indexOf(job);
    if (index !== -1) queue.splice(index, 1);
  };
}
