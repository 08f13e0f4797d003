/** localStorage key of the playback document (playback.ts); alone so pages can test for it without its code. */
export const PLAYBACK_KEY = "playback";
