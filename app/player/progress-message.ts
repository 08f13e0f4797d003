import { z } from "zod";

// The message the demo player posts to the watch page every few seconds while it plays (spec §7):
// { type: "marquee:progress", id, season, episode, seconds }; season and episode are null for a movie.
// The watch page treats it as untrusted input, like anything arriving by postMessage.

export const PROGRESS_MESSAGE_TYPE = "marquee:progress";
/** How often the demo player reports, in seconds. */
export const PROGRESS_INTERVAL_SECONDS = 5;

export interface ProgressMessage {
  type: typeof PROGRESS_MESSAGE_TYPE;
  id: number;
  season: number | null;
  episode: number | null;
  seconds: number;
}

const messageSchema = z.object({
  type: z.literal(PROGRESS_MESSAGE_TYPE),
  id: z.number().int().positive(),
  season: z.number().int().min(0).max(1000).nullable(),
  episode: z.number().int().min(1).max(10_000).nullable(),
  seconds: z.number().min(0).max(1_000_000),
});

export function parseProgressMessage(data: unknown): ProgressMessage | null {
  const parsed = messageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
