// Word lists the demo catalogue builds English titles and names from. Data only. The lists are long enough
// that a few thousand generated titles stay unique, and they deliberately include common words (night, love,
// star) so that searching the demo for them finds a handful of titles.

/** Splits a whitespace-separated word list; keeps the data dense and readable under the formatter. */
export function wordList(text: string): readonly string[] {
  return text.trim().split(/\s+/);
}

/** Splits a list of phrases separated by "|" (phrases may contain spaces and commas). */
export function phraseList(text: string): readonly string[] {
  return text
    .split("|")
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== "");
}

export const TITLE_ADJECTIVES = wordList(`
  Last Silent Hidden Broken Golden Crimson Hollow Lost Burning Frozen Distant Quiet Final Wild Secret
  Bitter Endless Fallen Forgotten Iron Silver Paper Glass Velvet Midnight Northern Southern Electric
  Savage Gentle Restless Shattered Dark Bright Long Little Lonely Perfect Sudden Stolen Faded Sacred
  Cold Scarlet Copper Sleeping Wandering Empty Lucky Rising Starlit Neon Ashen Blue Black Summer
  Winter Starless Loveless Nightbound
`);

export const TITLE_NOUNS = wordList(`
  Harbor Valley River Garden Kingdom Shore Horizon Lantern Tide Orchard Frontier Empire Signal Compass
  Witness Promise Crossing Current Canyon Island Mirror Storm Hour Season Road Bridge Tower Archive
  Circus Fortress Meadow Harvest Engine Voyage Stranger Heir Thief Ghost Pilgrim Keeper Hunter Dancer
  Sister Daughter Widow Captain Prophet Night Star Love Heart Fire Dream Echo Shadow Moon Sky Light
  Stone Wolf Raven Rose Crown Key Citadel Lighthouse Ballad Reckoning Outlaw Atlas
`);

export const TITLE_PLURALS = wordList(`
  Echoes Ghosts Songs Whispers Children Letters Rivers Secrets Shadows Ashes Kings Wolves Stars Lights
  Tales Memories Sins Dreams Bones Keepers Days Nights Lovers Saints Thieves Strangers Voices Embers
  Wings Storms
`);

/** Completes "… of the {word}". */
export const OF_THE = wordList(`
  Deep North Sea Valley Storm Night Fallen Lost Moon Desert Forest Mountain Dawn Tide Sun River Sky
  Heart Past Crown Wild Frontier Stars Harbor Empire Pines Marsh Canyon Coast Abyss
`);

/** "{time} in {city}", e.g. "Midnight in Verona". */
export const TIMES = wordList(`
  Midnight Summer Winter Autumn Spring Sunday Twilight Morning Love Murder Death Dinner Christmas
  Chaos Rain Snow Silence Trouble Starlight Nights
`);

export const CITIES = wordList(`
  Verona Lisbon Havana Kyoto Marrakesh Prague Vienna Tangier Budapest Naples Seville Oslo Istanbul
  Montreal Cairo Santiago Tbilisi Dublin Reykjavik Trieste Odessa Valparaíso Geneva Alexandria
  Zanzibar Memphis Tucson Brooklyn Malibu Galveston Nantucket Marseille Antwerp Porto Krakow Bruges
  Salzburg Palermo
`);

export const ONE_WORD_TITLES = wordList(`
  Firebrand Starfall Undertow Nightfall Wildfire Lodestar Sandcastle Tinderbox Clockwork Driftwood
  Moonrise Heartland Blackout Crosswind Lovebird Brimstone Afterglow Stonehaven Riptide Overpass
  Gridlock Firefly Outpost Sunburn Quicksilver Daybreak Homecoming Foxhole Deadline Flatline Meridian
  Northbound Sleepwalker Stargazer Runaway Longshot Saltwater Nightjar Waterline Lovestruck
`);

export const GERUNDS = wordList(`
  Chasing Finding Saving Leaving Burning Crossing Losing Becoming Breaking Waking Hunting Remembering
  Catching Raising Keeping Following
`);

/** Names that appear in titles ("Finding Margot", "A Song for Ezra"). */
export const TITLE_NAMES = wordList(`
  Margot Eliza Theo Jonah Clara Ruth Felix Iris Hugo Nora Amos Ada Silas June Otis Mabel Ezra Hazel
  Cormac Delphine Wendell Rosalind August Lucian Maeve Tobias Greta Abel Vera Casimir
`);

/** Places and institutions for series titles ("Ridgeway High", "Harbor General"). */
export const SERIES_PLACES = wordList(`
  Harbor Ridgeway Maple Cedar Willow Pine Hollow Fairview Brookside Lakeview Westbrook Ashford
  Kingsbridge Granite Falcon Juniper Sterling Redwood Oakhaven Saltmarsh Copperfield Bellwether
  Driftwood Larkspur Thornbury Blackwater Greystone
`);

export const SERIES_INSTITUTIONS = wordList(`
  General High Heights Precinct Station County Academy Manor Falls Point Bay Row Street Lane Park
  Motel Diner Ranch Island Springs
`);

export const FEMALE_FIRST_NAMES = wordList(`
  Amara Beatrix Camille Daria Elodie Freya Gemma Harriet Imogen Juniper Kiera Leonie Marisol Nadia
  Odette Priya Quinn Rosalie Saoirse Talia Ursula Valeria Wren Ximena Yara Zofia Anouk Bettina Celeste
  Dagny Esme Fenna Giselle Hana Ines Jolene Katya Lorna Mireille Noor Ottilie Paloma Rhiannon Sigrid
  Tamsin Uma Viveka Willa Yasmin Zelda
`);

export const MALE_FIRST_NAMES = wordList(`
  Anders Bastian Caspian Dorian Emeric Florian Gideon Horatio Ignatius Jasper Kasimir Leopold Mattias
  Nikolai Oren Percival Quentin Rafferty Soren Thaddeus Ulric Valentin Wolfgang Xavier Yannick Zeno
  Alistair Benedek Cyrus Dashiell Evander Fitzgerald Gaspard Hollis Ivo Jericho Kenji Lorcan Marek
  Niall Osric Piers Rainer Stellan Tiberius Umberto Vaughn Wystan Yusuf Zoltan
`);

export const SURNAMES = wordList(`
  Ashcombe Belcourt Calloway Dunmore Ellsworth Fairbanks Galloway Hartigan Ingram Jessop Kilbride
  Lindqvist Marchetti Northcott Okafor Pemberton Quayle Rosenthal Sandoval Thackeray Underhill Vasquez
  Whitlock Yardley Zielinski Abernathy Blackwood Carrow Delacroix Everhart Finch Grimaldi Holloway
  Ishikawa Jovanovic Kowalczyk Lachance Moreau Nakamura Oyelaran Petrakis Quintero Ravensworth
  Sorensen Tremblay Umarov Valdés Wetherby Achterberg Brannigan Castellanos Dragomir Eastwick Fontaine
  Gallagher Haverford Iwasaki Jankowski Kingsley Larkin Mbeki Novak O'Rourke Pellegrini Radcliffe
  Santangelo Takahashi Vance Winterbourne Yilmaz Aldridge Beaumont Cardenas Devereux Esposito
  Fairweather Gunnarsson Hawthorne Iversen Kavanagh Lowell Montague Nightingale Ostrowski Prescott
  Rutherford Sinclair Thornton Vandermeer Whitmore Adeyemi Bergström
`);

/** Roles for minor characters; major characters get generated names. */
export const MINOR_ROLES = phraseList(`
  Bartender | Nurse | Officer {last} | Dr. {last} | Detective {last} | Captain {last} | Young {first} |
  Reporter | Taxi Driver | Shopkeeper | Landlady | Mr. {last} | Mrs. {last} | Judge {last} |
  The Stranger | Coach {last} | Waitress | Security Guard | Pilot | Priest | Agent {last}
`);

export const BIRTHPLACES = phraseList(`
  Leeds, England, UK | Cork, Ireland | Portland, Oregon, USA | Lyon, France | Toronto, Ontario, Canada |
  Melbourne, Victoria, Australia | Austin, Texas, USA | Glasgow, Scotland, UK | Bergen, Norway |
  Lagos, Nigeria | Wellington, New Zealand | Chicago, Illinois, USA | Madrid, Spain | Osaka, Japan |
  Seoul, South Korea | Hamburg, Germany | Cape Town, South Africa | Mexico City, Mexico |
  Savannah, Georgia, USA | Bristol, England, UK | Turin, Italy | Gothenburg, Sweden | Halifax, Canada
`);
