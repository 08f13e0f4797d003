import { z } from "zod";
import type { TitleKind } from "~/catalogue/types";

// Field schemas shared by the stored lists. Lenient where old or hand-edited data may differ harmlessly
// (an id stored as "123", a missing poster), strict where a wrong value would break a link.

export const storedId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const storedPosterPath = z
  .string()
  .max(2048)
  .nullish()
  .transform((value) => value ?? null);

export const storedTitle = z.string().trim().min(1).max(500).catch("No title");

/** The app's "movie" | "series"; "tv" (TMDB's word) is read as "series". */
export const storedKind = z
  .enum(["movie", "series", "tv"])
  .transform((value): TitleKind => (value === "tv" ? "series" : value));
