// The curated 'underrated' movie category (spec §3, §9): 28 movies, shown 20 to a page, so 2 pages.
// Only ids and titles are kept here; posters are read from the catalogue when the page is shown, so they
// stay current (docs/decisions/0003-underrated-list.md).

export interface CuratedMovie {
  id: number;
  /** For people reading this file; cards show the catalogue's own title. */
  title: string;
}

/** Spec §9: the curated list fills two pages, 20 and then 8. */
export const UNDERRATED_PAGE_SIZE = 20;

/** Real TMDB movie ids. */
export const UNDERRATED_MOVIES: readonly CuratedMovie[] = [
  { id: 17431, title: "Moon (2009)" },
  { id: 220289, title: "Coherence (2013)" },
  { id: 206487, title: "Predestination (2014)" },
  { id: 14784, title: "The Fall (2006)" },
  { id: 14337, title: "Primer (2004)" },
  { id: 782, title: "Gattaca (1997)" },
  { id: 49049, title: "Dredd (2012)" },
  { id: 13363, title: "The Man from Earth (2007)" },
  { id: 26466, title: "Triangle (2009)" },
  { id: 2666, title: "Dark City (1998)" },
  { id: 290250, title: "The Nice Guys (2016)" },
  { id: 45612, title: "Source Code (2011)" },
  { id: 116745, title: "The Secret Life of Walter Mitty (2013)" },
  { id: 2270, title: "Stardust (2007)" },
  { id: 10386, title: "The Iron Giant (1999)" },
  { id: 5236, title: "Kiss Kiss Bang Bang (2005)" },
  { id: 8321, title: "In Bruges (2008)" },
  { id: 147773, title: "The Way Way Back (2013)" },
  { id: 371645, title: "Hunt for the Wilderpeople (2016)" },
  { id: 210479, title: "Locke (2013)" },
  { id: 500664, title: "Upgrade (2018)" },
  { id: 59678, title: "Attack the Block (2011)" },
  { id: 31011, title: "Mr. Nobody (2009)" },
  { id: 1381, title: "The Fountain (2006)" },
  { id: 7299, title: "Equilibrium (2002)" },
  { id: 103663, title: "The Hunt (2012)" },
  { id: 4960, title: "Synecdoche, New York (2008)" },
  { id: 59440, title: "Warrior (2011)" },
];

/**
 * The demo catalogue's stand-ins. Its ids (100001 to 102000) mean nothing on TMDB and its titles are
 * generated, so no demo movie is "underrated" in any real sense: these are simply 28 fixed demo ids, spread
 * across the catalogue, so that the category shows its real shape (20 + 8 cards, 2 pages) on the demo too.
 */
export const UNDERRATED_DEMO_MOVIE_IDS: readonly number[] = [
  100050, 100120, 100190, 100260, 100330, 100400, 100470, 100540, 100610, 100680, 100750, 100820, 100890,
  100960, 101030, 101100, 101170, 101240, 101310, 101380, 101450, 101520, 101590, 101660, 101730, 101800,
  101870, 101940,
];
