/** Where this browser keeps its sync code (sync-runner.ts); alone, so every page can check it without the code. */
export const SYNC_CODE_KEY = "sync_code";
