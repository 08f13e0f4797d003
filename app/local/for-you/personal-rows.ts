import type { SeriesSchedule } from "~/catalogue/types";
import { loadNotInterested } from "../not-interested";
import { loadPlayback } from "../playback";
import { readViewed } from "../recently-viewed";
import { readWatchlist } from "../watchlist";
import { recommendationsFor, scheduleOf } from "./for-you-requests";
import { hasHistory, visitorHistory } from "./history";
import { type NewEpisode, newEpisodes, seriesToCheck } from "./new-episodes";
import {
  type BecauseRow,
  becauseRows,
  type Candidate,
  type Recommendations,
  topPickSeeds,
  topPicks,
} from "./ranking";

// Home's personal rows, gathered in one go: the visitor's history as this browser holds it when home
// opens, the site's answers for one title at a time, and the rows worked out from them here. The history is read
// once: adding a recommended title to My List does not pull its card from under the pointer. "Not interested"
// acts at once all the same (for-you/use-dismissal.tsx).

export interface PersonalRows {
  newEpisodes: NewEpisode[];
  because: BecauseRow[];
  topPicks: Candidate[];
}

export const NO_ROWS: PersonalRows = Object.freeze({ newEpisodes: [], because: [], topPicks: [] });

export async function loadPersonalRows(
  inLanguage: (path: string) => string,
  today: string,
): Promise<PersonalRows> {
  const playback = loadPlayback();
  const watchlist = readWatchlist();
  const notInterested = loadNotInterested();
  const history = visitorHistory({ playback, watchlist, viewed: readViewed(), notInterested });
  if (!hasHistory(history)) return NO_ROWS;

  const seeds = topPickSeeds(history);
  const followed = seriesToCheck({ watchlist, playback, notInterested });
  // All asked for at once; for-you-requests.ts sends a few at a time, the Because rows' seeds first.
  const [answers, schedules] = await Promise.all([
    Promise.all(
      seeds.map(async (seed): Promise<Recommendations | null> => {
        const results = await recommendationsFor(seed, inLanguage);
        return results ? { seed, results } : null;
      }),
    ),
    Promise.all(followed.map((series) => scheduleOf(series.id, inLanguage))),
  ]);
  const answered = answers.filter((answer): answer is Recommendations => answer !== null);
  const because = becauseRows(history, answered);
  return {
    newEpisodes: newEpisodes({
      followed,
      schedules: new Map(
        schedules
          .filter((schedule): schedule is SeriesSchedule => schedule !== null)
          .map((schedule) => [schedule.id, schedule]),
      ),
      playback,
      today,
    }),
    because,
    topPicks: topPicks(
      history,
      answered,
      because.flatMap((row) => row.items),
    ),
  };
}
