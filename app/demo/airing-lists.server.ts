// tv/on_the_air and tv/airing_today as seen on a day: which series air in the week from that day, or
// on it. They follow the clock with the series on the air (episode-schedule.ts), so they are worked out per day,
// not at build, and kept for the day they were asked on.

import { demoDay } from "./dates";
import type { DemoCatalogue, DemoSeries } from "./demo-types";
import { airsWithin } from "./episode-schedule";

interface AiringLists {
  day: number;
  onTheAir: DemoSeries[];
  airingToday: DemoSeries[];
}

const byCatalogue = new WeakMap<DemoCatalogue, AiringLists>();

function listsOn(catalogue: DemoCatalogue, day: number): AiringLists {
  const known = byCatalogue.get(catalogue);
  if (known?.day === day) return known;
  const popular = catalogue.lists.seriesByPopularity;
  const lists = {
    day,
    // TMDB's on_the_air: an episode airing in the next seven days, today included.
    onTheAir: popular.filter((series) => airsWithin(series, 6, day)),
    airingToday: popular.filter((series) => airsWithin(series, 0, day)),
  };
  byCatalogue.set(catalogue, lists);
  return lists;
}

/** Series with an episode in [day, day + 6], most popular first. */
export function onTheAir(catalogue: DemoCatalogue, day: number = demoDay()): DemoSeries[] {
  return listsOn(catalogue, day).onTheAir;
}

/** Series with an episode on the day, most popular first. */
export function airingToday(catalogue: DemoCatalogue, day: number = demoDay()): DemoSeries[] {
  return listsOn(catalogue, day).airingToday;
}
