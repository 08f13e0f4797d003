// Well-known actors with their real TMDB person ids, for the /popular-actors page. The same ids work against
// real TMDB and against the demo catalogue, which gives each of them generated (fictional) credits.
// careerStart/careerEnd are rough years, used only so the demo does not cast anyone in a film made before
// their career began or after it ended; they are not shown anywhere.

export interface PopularActor {
  id: number;
  name: string;
  /** TMDB's gender code: 1 female, 2 male. */
  gender: 1 | 2;
  careerStart: number;
  careerEnd?: number;
}

export const POPULAR_ACTORS: readonly PopularActor[] = [
  { id: 31, name: "Tom Hanks", gender: 2, careerStart: 1980 },
  { id: 287, name: "Brad Pitt", gender: 2, careerStart: 1987 },
  { id: 6193, name: "Leonardo DiCaprio", gender: 2, careerStart: 1991 },
  { id: 5064, name: "Meryl Streep", gender: 1, careerStart: 1977 },
  { id: 5292, name: "Denzel Washington", gender: 2, careerStart: 1981 },
  { id: 1245, name: "Scarlett Johansson", gender: 1, careerStart: 1994 },
  { id: 192, name: "Morgan Freeman", gender: 2, careerStart: 1971 },
  { id: 500, name: "Tom Cruise", gender: 2, careerStart: 1981 },
  { id: 3223, name: "Robert Downey Jr.", gender: 2, careerStart: 1983 },
  { id: 85, name: "Johnny Depp", gender: 2, careerStart: 1984 },
  { id: 2231, name: "Samuel L. Jackson", gender: 2, careerStart: 1972 },
  { id: 524, name: "Natalie Portman", gender: 1, careerStart: 1994 },
  { id: 6384, name: "Keanu Reeves", gender: 2, careerStart: 1985 },
  { id: 2888, name: "Will Smith", gender: 2, careerStart: 1990 },
  { id: 112, name: "Cate Blanchett", gender: 1, careerStart: 1997 },
  { id: 1892, name: "Matt Damon", gender: 2, careerStart: 1988 },
  { id: 3894, name: "Christian Bale", gender: 2, careerStart: 1987 },
  { id: 6968, name: "Hugh Jackman", gender: 2, careerStart: 1995 },
  { id: 11701, name: "Angelina Jolie", gender: 1, careerStart: 1993 },
  { id: 72129, name: "Jennifer Lawrence", gender: 1, careerStart: 2006 },
  { id: 54693, name: "Emma Stone", gender: 1, careerStart: 2007 },
  { id: 30614, name: "Ryan Gosling", gender: 2, careerStart: 1993 },
  { id: 234352, name: "Margot Robbie", gender: 1, careerStart: 2008 },
  { id: 505710, name: "Zendaya", gender: 1, careerStart: 2009 },
  { id: 1136406, name: "Tom Holland", gender: 2, careerStart: 2012 },
  { id: 74568, name: "Chris Hemsworth", gender: 2, careerStart: 2002 },
  { id: 16828, name: "Chris Evans", gender: 2, careerStart: 2000 },
  { id: 1813, name: "Anne Hathaway", gender: 1, careerStart: 2001 },
  { id: 1204, name: "Julia Roberts", gender: 1, careerStart: 1987 },
  { id: 2227, name: "Nicole Kidman", gender: 1, careerStart: 1983 },
  { id: 18277, name: "Sandra Bullock", gender: 1, careerStart: 1987 },
  { id: 1158, name: "Al Pacino", gender: 2, careerStart: 1969 },
  { id: 380, name: "Robert De Niro", gender: 2, careerStart: 1968 },
  { id: 514, name: "Jack Nicholson", gender: 2, careerStart: 1958, careerEnd: 2010 },
  { id: 3, name: "Harrison Ford", gender: 2, careerStart: 1966 },
  { id: 64, name: "Gary Oldman", gender: 2, careerStart: 1982 },
  { id: 3895, name: "Michael Caine", gender: 2, careerStart: 1956, careerEnd: 2023 },
  { id: 73421, name: "Joaquin Phoenix", gender: 2, careerStart: 1982 },
  { id: 1810, name: "Heath Ledger", gender: 2, careerStart: 1997, careerEnd: 2008 },
  { id: 131, name: "Jake Gyllenhaal", gender: 2, careerStart: 1991 },
  { id: 10859, name: "Ryan Reynolds", gender: 2, careerStart: 1991 },
  { id: 18918, name: "Dwayne Johnson", gender: 2, careerStart: 2001 },
  { id: 976, name: "Jason Statham", gender: 2, careerStart: 1998 },
  { id: 6885, name: "Charlize Theron", gender: 1, careerStart: 1995 },
  { id: 204, name: "Kate Winslet", gender: 1, careerStart: 1994 },
  { id: 10990, name: "Emma Watson", gender: 1, careerStart: 2001 },
  { id: 1327, name: "Ian McKellen", gender: 2, careerStart: 1964 },
  { id: 2037, name: "Cillian Murphy", gender: 2, careerStart: 1997 },
  { id: 1373737, name: "Florence Pugh", gender: 1, careerStart: 2014 },
  { id: 1190668, name: "Timothée Chalamet", gender: 2, careerStart: 2012 },
  { id: 1253360, name: "Pedro Pascal", gender: 2, careerStart: 1996 },
  { id: 116, name: "Keira Knightley", gender: 1, careerStart: 1995 },
  { id: 19492, name: "Viola Davis", gender: 1, careerStart: 1996 },
  { id: 4587, name: "Halle Berry", gender: 1, careerStart: 1991 },
  { id: 17605, name: "Idris Elba", gender: 2, careerStart: 1994 },
  { id: 71580, name: "Benedict Cumberbatch", gender: 2, careerStart: 2002 },
  { id: 2524, name: "Tom Hardy", gender: 2, careerStart: 2001 },
  { id: 103, name: "Mark Ruffalo", gender: 2, careerStart: 1989 },
  { id: 4173, name: "Anthony Hopkins", gender: 2, careerStart: 1967 },
  { id: 5081, name: "Emily Blunt", gender: 1, careerStart: 2003 },
  { id: 9273, name: "Amy Adams", gender: 1, careerStart: 1999 },
  { id: 10297, name: "Matthew McConaughey", gender: 2, careerStart: 1993 },
];
