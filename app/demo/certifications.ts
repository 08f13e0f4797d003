// Age certifications of the demo catalogue: each country's list as TMDB's certification/{movie|tv}/list gives
// it (real systems, meanings shortened), and which certification each country gives a title of a maturity
// level. Data, and the one draw that picks a title's certifications from its own generator.

import type { Rng } from "./random";

export interface DemoCertification {
  certification: string;
  meaning: string;
  order: number;
}

/**
 * How restrictive a title is: 0 all ages, 1 parental guidance, 2 young teens, 3 older teens, 4 adults. Where a
 * country keeps its strictest rating for the rare film (NC-17, R 18+, R18+), level 4 gets the one below.
 */
export type Maturity = 0 | 1 | 2 | 3 | 4;

interface CountrySystem {
  list: DemoCertification[];
  /** The certification for each maturity level, 0 to 4. */
  byMaturity: readonly [string, string, string, string, string];
}

function system(
  entries: ReadonlyArray<readonly [string, string]>,
  byMaturity: CountrySystem["byMaturity"],
): CountrySystem {
  return {
    list: entries.map(([certification, meaning], index) => ({ certification, meaning, order: index + 1 })),
    byMaturity,
  };
}

export const MOVIE_CERTIFICATIONS: Readonly<Record<string, CountrySystem>> = {
  US: system(
    [
      ["G", "All ages admitted."],
      ["PG", "Some material may not be suitable for children."],
      ["PG-13", "Some material may be inappropriate for children under 13."],
      ["R", "Under 17 requires accompanying parent or adult guardian."],
      ["NC-17", "No one 17 and under admitted."],
    ],
    ["G", "PG", "PG-13", "R", "R"],
  ),
  GB: system(
    [
      ["U", "Universal: suitable for all."],
      ["PG", "Parental guidance: general viewing, but some scenes may be unsuitable for young children."],
      ["12A", "Suitable for 12 years and over; younger children must be accompanied by an adult."],
      ["12", "Suitable for 12 years and over (home media)."],
      ["15", "Suitable only for 15 years and over."],
      ["18", "Suitable only for adults."],
    ],
    ["U", "PG", "12A", "15", "18"],
  ),
  CA: system(
    [
      ["G", "All ages."],
      ["PG", "Parental guidance advised."],
      ["14A", "Persons under 14 must be accompanied by an adult."],
      ["18A", "Persons under 18 must be accompanied by an adult."],
      ["R", "Restricted to 18 years and over."],
    ],
    ["G", "PG", "14A", "18A", "18A"],
  ),
  AU: system(
    [
      ["G", "General: the content is very mild in impact."],
      ["PG", "Parental guidance recommended: the content is mild in impact."],
      ["M", "Recommended for mature audiences: the content is moderate in impact."],
      ["MA 15+", "Mature accompanied: unsuitable for children younger than 15."],
      ["R 18+", "Restricted to 18 years and over."],
    ],
    ["G", "PG", "M", "MA 15+", "MA 15+"],
  ),
  DE: system(
    [
      ["0", "No age restriction."],
      ["6", "No children younger than 6 years admitted."],
      ["12", "Children 12 or older admitted; from 6 with a parent."],
      ["16", "Children 16 or older admitted."],
      ["18", "No youth admitted, only adults."],
    ],
    ["0", "6", "12", "16", "18"],
  ),
  FR: system(
    [
      ["U", "Tous publics: valid for all audiences."],
      ["12", "Unsuitable for children younger than 12."],
      ["16", "Unsuitable for children younger than 16."],
      ["18", "Unsuitable for children younger than 18."],
    ],
    ["U", "U", "12", "16", "18"],
  ),
  ES: system(
    [
      ["A", "Suitable for all audiences."],
      ["7", "Not recommended for audiences under 7."],
      ["12", "Not recommended for audiences under 12."],
      ["16", "Not recommended for audiences under 16."],
      ["18", "Not recommended for audiences under 18."],
    ],
    ["A", "7", "12", "16", "18"],
  ),
  BR: system(
    [
      ["L", "General audiences."],
      ["10", "Not recommended for minors under ten."],
      ["12", "Not recommended for minors under twelve."],
      ["14", "Not recommended for minors under fourteen."],
      ["16", "Not recommended for minors under sixteen."],
      ["18", "Not recommended for minors under eighteen."],
    ],
    ["L", "10", "12", "16", "18"],
  ),
  JP: system(
    [
      ["G", "General, suitable for all ages."],
      ["PG12", "Parental guidance requested for young people under 12."],
      ["R15+", "No one under 15 admitted."],
      ["R18+", "No one under 18 admitted."],
    ],
    ["G", "G", "PG12", "R15+", "R15+"],
  ),
  KR: system(
    [
      ["All", "Film suitable for all ages."],
      ["12", "Film intended for audiences 12 and over."],
      ["15", "Film intended for audiences 15 and over."],
      ["18", "Film intended for audiences 18 and over."],
    ],
    ["All", "All", "12", "15", "18"],
  ),
};

export const TV_CERTIFICATIONS: Readonly<Record<string, CountrySystem>> = {
  US: system(
    [
      ["TV-Y", "This program is designed to be appropriate for all children."],
      ["TV-Y7", "This program is designed for children age 7 and above."],
      ["TV-G", "Most parents would find this program suitable for all ages."],
      ["TV-PG", "This program contains material that parents may find unsuitable for younger children."],
      [
        "TV-14",
        "This program contains some material that many parents would find unsuitable for children under 14.",
      ],
      ["TV-MA", "This program is specifically designed to be viewed by adults."],
    ],
    ["TV-G", "TV-PG", "TV-14", "TV-MA", "TV-MA"],
  ),
  GB: system(
    [
      ["U", "Suitable for all."],
      ["PG", "Parental guidance."],
      ["12", "Suitable for 12 years and over."],
      ["15", "Suitable only for 15 years and over."],
      ["18", "Suitable only for adults."],
    ],
    ["U", "PG", "12", "15", "18"],
  ),
  DE: system(
    [
      ["0", "Can be aired at any time."],
      ["6", "Can be aired at any time."],
      ["12", "The broadcaster must take the decision about the air time."],
      ["16", "Can be aired from 10 pm to 6 am."],
      ["18", "Can be aired from 11 pm to 6 am."],
    ],
    ["0", "6", "12", "16", "18"],
  ),
  BR: system(
    [
      ["L", "Content suitable for all audiences."],
      ["10", "Content suitable for viewers over the age of 10."],
      ["12", "Content suitable for viewers over the age of 12."],
      ["14", "Content suitable for viewers over the age of 14."],
      ["16", "Content suitable for viewers over the age of 16."],
      ["18", "Content suitable for viewers over the age of 18."],
    ],
    ["L", "10", "12", "16", "18"],
  ),
  JP: system(
    [
      ["G", "All ages."],
      ["PG-12", "Parental guidance for children under 12."],
      ["R15+", "Viewers 15 and older."],
      ["R18+", "Viewers 18 and older."],
    ],
    ["G", "G", "PG-12", "R15+", "R18+"],
  ),
};

/** A title's maturity from its genres: family fare stays mild, horror and war films run strong. */
function maturityOf(rng: Rng, genreIds: readonly number[]): Maturity {
  const has = (...ids: number[]) => ids.some((id) => genreIds.includes(id));
  let low = 1;
  let high = 3;
  if (has(10751, 10762)) [low, high] = [0, 1];
  else if (has(16)) [low, high] = [0, 2];
  else if (has(27)) [low, high] = [3, 4];
  else if (has(53, 80, 10752, 10768)) [low, high] = [2, 4];
  else if (has(99, 10402, 10764, 10767)) [low, high] = [0, 2];
  return rng.int(low, high) as Maturity;
}

/**
 * A title's certification per country, from its own generator: released titles are rated in most of the
 * countries of their kind's systems (each at the same maturity), some nowhere, unreleased ones nowhere yet.
 */
export function pickCertifications(
  rng: Rng,
  kind: "movie" | "tv",
  genreIds: readonly number[],
  released: boolean,
): Record<string, string> {
  const maturity = maturityOf(rng, genreIds);
  if (!released || rng.chance(0.08)) return {};
  const systems = kind === "movie" ? MOVIE_CERTIFICATIONS : TV_CERTIFICATIONS;
  const certifications: Record<string, string> = {};
  for (const [country, { byMaturity }] of Object.entries(systems)) {
    if (rng.chance(0.2)) continue;
    certifications[country] = byMaturity[maturity];
  }
  return certifications;
}

/** The order of a certification in a country's list, or undefined when the country has no such one. */
export function certificationOrder(
  kind: "movie" | "tv",
  country: string,
  certification: string,
): number | undefined {
  const systems = kind === "movie" ? MOVIE_CERTIFICATIONS : TV_CERTIFICATIONS;
  return systems[country]?.list.find((entry) => entry.certification === certification)?.order;
}
