// The demo catalogue's facts about the curated actors of ~/data/popular-actors.ts, who keep their real TMDB ids
// and names here too; the demo gives each of them generated (fictional) credits.
// careerStart/careerEnd are rough years, used only so the demo does not cast anyone in a film made before
// their career began or after it ended; they are not shown anywhere.

import { POPULAR_ACTORS as CURATED_ACTORS, type PopularActorId } from "~/data/popular-actors";

export interface PopularActor {
  id: number;
  name: string;
  /** TMDB's gender code: 1 female, 2 male. */
  gender: 1 | 2;
  careerStart: number;
  careerEnd?: number;
}

type DemoFacts = Omit<PopularActor, "id" | "name">;

/** Keyed by the curated ids, so the compiler insists on an entry for every curated actor and no other. */
const DEMO_FACTS: Record<PopularActorId, DemoFacts> = {
  31: { gender: 2, careerStart: 1980 }, // Tom Hanks
  287: { gender: 2, careerStart: 1987 }, // Brad Pitt
  6193: { gender: 2, careerStart: 1991 }, // Leonardo DiCaprio
  5064: { gender: 1, careerStart: 1977 }, // Meryl Streep
  5292: { gender: 2, careerStart: 1981 }, // Denzel Washington
  1245: { gender: 1, careerStart: 1994 }, // Scarlett Johansson
  192: { gender: 2, careerStart: 1971 }, // Morgan Freeman
  500: { gender: 2, careerStart: 1981 }, // Tom Cruise
  3223: { gender: 2, careerStart: 1983 }, // Robert Downey Jr.
  85: { gender: 2, careerStart: 1984 }, // Johnny Depp
  2231: { gender: 2, careerStart: 1972 }, // Samuel L. Jackson
  524: { gender: 1, careerStart: 1994 }, // Natalie Portman
  6384: { gender: 2, careerStart: 1985 }, // Keanu Reeves
  2888: { gender: 2, careerStart: 1990 }, // Will Smith
  112: { gender: 1, careerStart: 1997 }, // Cate Blanchett
  1892: { gender: 2, careerStart: 1988 }, // Matt Damon
  3894: { gender: 2, careerStart: 1987 }, // Christian Bale
  6968: { gender: 2, careerStart: 1995 }, // Hugh Jackman
  11701: { gender: 1, careerStart: 1993 }, // Angelina Jolie
  72129: { gender: 1, careerStart: 2006 }, // Jennifer Lawrence
  54693: { gender: 1, careerStart: 2007 }, // Emma Stone
  30614: { gender: 2, careerStart: 1993 }, // Ryan Gosling
  234352: { gender: 1, careerStart: 2008 }, // Margot Robbie
  505710: { gender: 1, careerStart: 2009 }, // Zendaya
  1136406: { gender: 2, careerStart: 2012 }, // Tom Holland
  74568: { gender: 2, careerStart: 2002 }, // Chris Hemsworth
  16828: { gender: 2, careerStart: 2000 }, // Chris Evans
  1813: { gender: 1, careerStart: 2001 }, // Anne Hathaway
  1204: { gender: 1, careerStart: 1987 }, // Julia Roberts
  2227: { gender: 1, careerStart: 1983 }, // Nicole Kidman
  18277: { gender: 1, careerStart: 1987 }, // Sandra Bullock
  1158: { gender: 2, careerStart: 1969 }, // Al Pacino
  380: { gender: 2, careerStart: 1968 }, // Robert De Niro
  514: { gender: 2, careerStart: 1958, careerEnd: 2010 }, // Jack Nicholson
  3: { gender: 2, careerStart: 1966 }, // Harrison Ford
  64: { gender: 2, careerStart: 1982 }, // Gary Oldman
  3895: { gender: 2, careerStart: 1956, careerEnd: 2023 }, // Michael Caine
  73421: { gender: 2, careerStart: 1982 }, // Joaquin Phoenix
  1810: { gender: 2, careerStart: 1997, careerEnd: 2008 }, // Heath Ledger
  131: { gender: 2, careerStart: 1991 }, // Jake Gyllenhaal
  10859: { gender: 2, careerStart: 1991 }, // Ryan Reynolds
  18918: { gender: 2, careerStart: 2001 }, // Dwayne Johnson
  976: { gender: 2, careerStart: 1998 }, // Jason Statham
  6885: { gender: 1, careerStart: 1995 }, // Charlize Theron
  204: { gender: 1, careerStart: 1994 }, // Kate Winslet
  10990: { gender: 1, careerStart: 2001 }, // Emma Watson
  1327: { gender: 2, careerStart: 1964 }, // Ian McKellen
  2037: { gender: 2, careerStart: 1997 }, // Cillian Murphy
  1373737: { gender: 1, careerStart: 2014 }, // Florence Pugh
  1190668: { gender: 2, careerStart: 2012 }, // Timothée Chalamet
  1253360: { gender: 2, careerStart: 1996 }, // Pedro Pascal
  116: { gender: 1, careerStart: 1995 }, // Keira Knightley
  19492: { gender: 1, careerStart: 1996 }, // Viola Davis
  4587: { gender: 1, careerStart: 1991 }, // Halle Berry
  17605: { gender: 2, careerStart: 1994 }, // Idris Elba
  71580: { gender: 2, careerStart: 2002 }, // Benedict Cumberbatch
  2524: { gender: 2, careerStart: 2001 }, // Tom Hardy
  103: { gender: 2, careerStart: 1989 }, // Mark Ruffalo
  4173: { gender: 2, careerStart: 1967 }, // Anthony Hopkins
  5081: { gender: 1, careerStart: 2003 }, // Emily Blunt
  9273: { gender: 1, careerStart: 1999 }, // Amy Adams
  10297: { gender: 2, careerStart: 1993 }, // Matthew McConaughey
};

/** The curated actors in the curated order (the demo's generator depends on it), with the demo's facts. */
export const POPULAR_ACTORS: readonly PopularActor[] = CURATED_ACTORS.map((actor) => ({
  id: actor.id,
  name: actor.name,
  ...DEMO_FACTS[actor.id],
}));
