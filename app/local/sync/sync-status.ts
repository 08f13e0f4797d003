// Where syncing stands, for the list page's sync panel (app/components/list/sync-panel.tsx) to show and follow;
// the runner (sync-runner.ts) sets it.

export type SyncStatus =
  | { state: "off" }
  | { state: "syncing" }
  | { state: "synced"; at: number }
  | { state: "paused"; retryInSeconds: number }
  | { state: "not_found" }
  | { state: "damaged" }
  | { state: "too_large" };

let status: SyncStatus = { state: "off" };
const listeners = new Set<() => void>();

export function getSyncStatus(): SyncStatus {
  return status;
}

export function subscribeSyncStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSyncStatus(next: SyncStatus): void {
  status = next;
  for (const listener of listeners) listener();
}
