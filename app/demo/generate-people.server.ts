// Generates the demo's people: fictional actors, directors, writers and producers, plus the well-known real
// actors of popular-actors.ts (who keep their real TMDB ids and names). Credits come from assign-credits.

import { DEMO_TODAY_DAY, fromDayNumber, toDayNumber } from "./dates";
import type { DemoPerson, Department } from "./demo-types";
import { POPULAR_ACTORS } from "./popular-actors";
import { type Rng, rngFor } from "./random";
import { BIRTHPLACES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from "./words";

export const GENERATED_PEOPLE = 1500;
export const FIRST_PERSON_ID = 3000001;

/** Most generated people act; the rest staff the crews (direction, screenplay, production). */
function departmentFor(index: number): Department {
  const slot = index % 100;
  if (slot < 86) return "Acting";
  if (slot < 92) return "Directing";
  if (slot < 97) return "Writing";
  return "Production";
}

function genderFor(rng: Rng): DemoPerson["gender"] {
  const roll = rng.next();
  if (roll < 0.48) return 1;
  if (roll < 0.96) return 2;
  return roll < 0.98 ? 0 : 3;
}

function firstNameFor(rng: Rng, gender: DemoPerson["gender"]): string {
  if (gender === 1) return rng.pick(FEMALE_FIRST_NAMES);
  if (gender === 2) return rng.pick(MALE_FIRST_NAMES);
  return rng.pick(rng.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
}

function birthday(rng: Rng, department: Department): string | null {
  if (rng.chance(0.06)) return null;
  const earliest = department === "Acting" ? 1932 : 1938;
  const latest = department === "Acting" ? 2010 : 1995;
  const year = earliest + Math.floor((latest - earliest) * rng.next() ** 0.8);
  return fromDayNumber(toDayNumber(`${year}-01-01`) + rng.int(0, 364));
}

function generatedPerson(rng: Rng, index: number, taken: Set<string>): DemoPerson {
  const id = FIRST_PERSON_ID + index;
  const gender = genderFor(rng);
  let name = "";
  for (let attempt = 0; attempt < 60 && (name === "" || taken.has(name)); attempt++) {
    name = `${firstNameFor(rng, gender)} ${rng.pick(SURNAMES)}`;
  }
  // Two-part names run out long after 1,500 people; a middle initial keeps the rare clash unique.
  if (taken.has(name)) name = name.replace(" ", ` ${String.fromCharCode(65 + (index % 26))}. `);
  taken.add(name);
  const department = departmentFor(index);
  const born = birthday(rng, department);
  const died = born !== null && born < "1945" && rng.chance(0.2);
  return {
    id,
    name,
    gender,
    knownForDepartment: department,
    birthday: born,
    deathday: died ? fromDayNumber(DEMO_TODAY_DAY - rng.int(200, 4000)) : null,
    placeOfBirth: born === null || rng.chance(0.1) ? null : rng.pick(BIRTHPLACES),
    // Real data has people without a photo; the app must cope with a null profile_path.
    profilePath: rng.chance(0.04) ? null : `/p${id}.webp`,
    popularity: 0,
    curated: false,
    trendDay: 0,
    trendWeek: 0,
  };
}

export function generatePeople(): DemoPerson[] {
  const rng = rngFor("people");
  const taken = new Set(POPULAR_ACTORS.map((actor) => actor.name));
  const people: DemoPerson[] = POPULAR_ACTORS.map((actor) => ({
    id: actor.id,
    name: actor.name,
    gender: actor.gender,
    knownForDepartment: "Acting",
    // Facts about real people are left unknown rather than invented.
    birthday: null,
    deathday: null,
    placeOfBirth: null,
    profilePath: `/p${actor.id}.webp`,
    popularity: 0,
    curated: true,
    trendDay: 0,
    trendWeek: 0,
  }));
  for (let index = 0; index < GENERATED_PEOPLE; index++) people.push(generatedPerson(rng, index, taken));
  return people;
}
