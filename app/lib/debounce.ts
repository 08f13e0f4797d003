export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call, e.g. when the visitor has gone elsewhere in the meantime. */
  cancel(): void;
}

/** Calls `fn` with the latest arguments once `waitMs` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: A) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  return Object.assign(debounced, { cancel });
}
