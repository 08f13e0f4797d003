// Casts and crews for every title. Credits are stored once, on the titles (castIds in billing order, crew
// entries); each person's filmography is the inverse index of person-credits.server.ts. That is what makes
// discover?with_cast, movie_credits, tv_credits and known_for agree with each other by construction.
// Start-up runs this, so it allocates as little as it can: ids in arrays, no per-credit objects for casts.

import type { CrewCredit, DemoMovie, DemoPerson, DemoSeries, DemoTitle } from "./demo-types";
import { POPULAR_ACTORS, type PopularActor } from "./popular-actors";
import { at, type Rng, rngFor } from "./random";
import { round3 } from "./title-numbers.server";

/** Picks people with fixed weights in O(log n): cumulative sums and a binary search. */
class WeightedPicker {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    private readonly people: readonly DemoPerson[],
    rng: Rng,
  ) {
    // Some people work a lot, most a little: a skewed weight per person gives a realistic spread.
    this.cumulative = new Float64Array(people.length);
    let sum = 0;
    for (let i = 0; i < people.length; i++) {
      sum += rng.skewed(0.15, 6, 2.2);
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  pick(rng: Rng): DemoPerson {
    const target = rng.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    return at(this.people, low);
  }
}

function yearOf(date: string | null): number {
  return date ? Number(date.slice(0, 4)) : 0;
}

/** Nobody acts before they are eight or works behind the camera before twenty. */
function oldEnough(person: DemoPerson, year: number, minimumAge: number): boolean {
  return person.birthday === null || year - Number(person.birthday.slice(0, 4)) >= minimumAge;
}

function activeIn(actor: PopularActor, year: number): boolean {
  return year >= actor.careerStart && year <= (actor.careerEnd ?? 9999);
}

/** Famous actors get a dozen or two films, biased towards the popular ones, and a few series. */
function placeCuratedActors(rng: Rng, movies: DemoMovie[], series: DemoSeries[]): Map<DemoTitle, number[]> {
  const placed = new Map<DemoTitle, number[]>();
  const moviePool = movies
    .filter((m) => !m.genreIds.includes(99))
    .sort((a, b) => b.popularity - a.popularity);
  const seriesPool = series.filter(
    (s) => s.originalLanguage === "en" && s.firstAirDate && s.type === "Scripted",
  );
  const add = (title: DemoTitle, actorId: number, limit: number) => {
    const list = placed.get(title) ?? [];
    if (list.length >= limit || list.includes(actorId)) return false;
    list.push(actorId);
    placed.set(title, list);
    return true;
  };
  for (const actor of POPULAR_ACTORS) {
    const target = rng.int(10, 22);
    for (let count = 0, attempt = 0; count < target && attempt < target * 20; attempt++) {
      const movie = at(moviePool, Math.floor(moviePool.length * rng.next() ** 1.8));
      if (activeIn(actor, yearOf(movie.releaseDate)) && add(movie, actor.id, 3)) count++;
    }
    const seriesTarget = rng.chance(0.15) ? 0 : rng.int(1, 3);
    for (let count = 0, attempt = 0; count < seriesTarget && attempt < 200; attempt++) {
      const show = rng.pick(seriesPool);
      if (activeIn(actor, yearOf(show.firstAirDate)) && add(show, actor.id, 2)) count++;
    }
  }
  return placed;
}

export function assignCredits(movies: DemoMovie[], series: DemoSeries[], people: DemoPerson[]): void {
  const rng = rngFor("credits");
  const byId = new Map(people.map((person) => [person.id, person]));
  const inDepartment = (department: string) =>
    people.filter((person) => !person.curated && person.knownForDepartment === department);
  const actors = new WeightedPicker(inDepartment("Acting"), rng);
  const directors = new WeightedPicker(inDepartment("Directing"), rng);
  const writers = new WeightedPicker(inDepartment("Writing"), rng);
  const producers = new WeightedPicker(inDepartment("Production"), rng);
  const placed = placeCuratedActors(rng, movies, series);

  // A person's popularity follows the popularity of their work, accumulated here as credits are handed out.
  const credit = (person: DemoPerson | undefined, title: DemoTitle, lead: boolean) => {
    if (person) person.popularity += title.popularity * (lead ? 0.12 : 0.03);
  };
  const castTitle = (title: DemoTitle, size: number) => {
    const cast = rng.sample(placed.get(title) ?? [], 3);
    const year = yearOf(title.kind === "movie" ? title.releaseDate : title.firstAirDate);
    for (let guard = 0; cast.length < size && guard < size * 6; guard++) {
      const actor = actors.pick(rng);
      if (!cast.includes(actor.id) && oldEnough(actor, year, 8)) cast.push(actor.id);
    }
    for (let order = 0; order < cast.length; order++) credit(byId.get(cast[order] ?? 0), title, order < 3);
    title.castIds = cast;
  };
  const crewCredit = (title: DemoTitle, person: DemoPerson, job: string, department: string): CrewCredit => {
    credit(person, title, false);
    return { personId: person.id, job, department };
  };

  /** A crew member old enough for the job; after a few tries anyone, so generation always completes. */
  const hire = (picker: WeightedPicker, title: DemoTitle) => {
    const year = yearOf(title.kind === "movie" ? title.releaseDate : title.firstAirDate);
    let person = picker.pick(rng);
    for (let attempt = 0; attempt < 25 && !oldEnough(person, year, 20); attempt++) person = picker.pick(rng);
    return person;
  };

  for (const movie of movies) {
    const documentary = movie.genreIds.includes(99);
    castTitle(
      movie,
      documentary ? rng.int(2, 5) : movie.genreIds.includes(16) ? rng.int(5, 10) : rng.int(7, 15),
    );
    const director = hire(directors, movie);
    const writer = rng.chance(0.2) ? director : hire(writers, movie);
    const producer = hire(producers, movie);
    movie.crew = [
      crewCredit(movie, director, "Director", "Directing"),
      crewCredit(movie, writer, documentary ? "Writer" : "Screenplay", "Writing"),
      crewCredit(movie, producer, "Producer", "Production"),
    ];
    const second = hire(producers, movie);
    if (second !== producer) movie.crew.push(crewCredit(movie, second, "Executive Producer", "Production"));
  }

  for (const show of series) {
    const scripted = show.type === "Scripted" || show.type === "Miniseries";
    castTitle(show, scripted ? rng.int(4, 9) : rng.int(1, 3));
    const creators = scripted ? [hire(writers, show)] : [];
    const partner = hire(writers, show);
    if (scripted && rng.chance(0.4) && !creators.includes(partner)) creators.push(partner);
    show.createdBy = creators.map((person) => person.id);
    show.crew = creators.map((person) => crewCredit(show, person, "Executive Producer", "Production"));
    show.crew.push(crewCredit(show, hire(producers, show), "Producer", "Production"));
  }

  ensureEveryoneWorks(rng, movies, people);
  for (const person of people) {
    const base = person.popularity + 0.4 + rng.next() * 2;
    person.popularity = round3(person.curated ? base * 1.5 + 25 + rng.next() * 40 : base);
    person.trendWeek = round3(person.popularity * (0.3 + rng.next() * 1.4));
    person.trendDay = round3(person.popularity * (0.2 + rng.next() * 1.8));
  }
}

/** Everybody in the catalogue has at least one credit, or their pages would be empty. */
function ensureEveryoneWorks(rng: Rng, movies: DemoMovie[], people: DemoPerson[]): void {
  const jobs = {
    Directing: ["Second Unit Director", "Directing"],
    Writing: ["Story", "Writing"],
    Production: ["Executive Producer", "Production"],
  } as const;
  for (const person of people) {
    // Every credit added popularity; none means no credit yet.
    if (person.popularity > 0) continue;
    const minimumAge = person.knownForDepartment === "Acting" ? 8 : 20;
    let movie = rng.pick(movies);
    for (
      let attempt = 0;
      attempt < 50 && !oldEnough(person, yearOf(movie.releaseDate), minimumAge);
      attempt++
    ) {
      movie = rng.pick(movies);
    }
    person.popularity = movie.popularity * 0.03;
    if (person.knownForDepartment === "Acting") {
      movie.castIds.push(person.id);
    } else {
      const [job, department] = jobs[person.knownForDepartment];
      movie.crew.push({ personId: person.id, job, department });
    }
  }
}
