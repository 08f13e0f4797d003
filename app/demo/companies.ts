// Fictional companies and TV networks of the demo catalogue, and the streaming services it offers its titles on.
// Data only. Company and network names are invented; the services are real ones (see WATCH_PROVIDERS).

export interface DemoCompany {
  id: number;
  name: string;
  origin_country: string;
}

export const PRODUCTION_COMPANIES: readonly DemoCompany[] = [
  { id: 70001, name: "Northlight Pictures", origin_country: "US" },
  { id: 70002, name: "Harrow & Vale", origin_country: "GB" },
  { id: 70003, name: "Bluefin Films", origin_country: "US" },
  { id: 70004, name: "Meridian Road", origin_country: "US" },
  { id: 70005, name: "Copperline Studios", origin_country: "CA" },
  { id: 70006, name: "Tall Grass Entertainment", origin_country: "US" },
  { id: 70007, name: "Wicklow Film Partners", origin_country: "IE" },
  { id: 70008, name: "Southern Cross Features", origin_country: "AU" },
  { id: 70009, name: "Lanterna Produzioni", origin_country: "IT" },
  { id: 70010, name: "Atelier Sept", origin_country: "FR" },
  { id: 70011, name: "Kumo Animation", origin_country: "JP" },
  { id: 70012, name: "Hanbit Pictures", origin_country: "KR" },
  { id: 70013, name: "Sierra Alta Cine", origin_country: "ES" },
  { id: 70014, name: "Nordwind Film", origin_country: "DE" },
  { id: 70015, name: "Paper Moon Media", origin_country: "US" },
  { id: 70016, name: "Greyhound Works", origin_country: "GB" },
];

export interface DemoNetwork extends DemoCompany {
  logo_path: string;
}

export const NETWORKS: readonly DemoNetwork[] = [
  { id: 8101, name: "Channel Meridian", origin_country: "US", logo_path: "/network-8101.webp" },
  { id: 8102, name: "Northstar TV", origin_country: "US", logo_path: "/network-8102.webp" },
  { id: 8103, name: "BCN One", origin_country: "GB", logo_path: "/network-8103.webp" },
  { id: 8104, name: "Kestrel", origin_country: "US", logo_path: "/network-8104.webp" },
  { id: 8105, name: "Maple Broadcasting", origin_country: "CA", logo_path: "/network-8105.webp" },
  { id: 8106, name: "Tokai Hoso", origin_country: "JP", logo_path: "/network-8106.webp" },
  { id: 8107, name: "Nimbus+", origin_country: "US", logo_path: "/network-8107.webp" },
];

/**
 * Streaming and video stores, named and numbered as on TMDB so that a Discover link made on the demo
 * (`on=8`) asks real TMDB for the same service; the logos are the demo's own drawings. The titles they are
 * offered with are invented, so this still says nothing about where a real title can be watched.
 */
export interface DemoProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string;
  /** The regions the service is offered in, each with its display priority there (lower shows first). */
  display_priorities: Readonly<Record<string, number>>;
  /** Which offers this service makes: subscription (flatrate) or per-title rent/buy. */
  offers: ReadonlyArray<"flatrate" | "rent" | "buy">;
}

/** Regions the demo publishes watch providers for; the first two are where titles were first given offers. */
export const PROVIDER_REGIONS = [
  "US",
  "GB",
  "CA",
  "AU",
  "DE",
  "FR",
  "ES",
  "MX",
  "BR",
  "JP",
  "KR",
  "IN",
  "SA",
] as const;

/** A service's row: its display priority in each region, in PROVIDER_REGIONS' order; `_` where it is not offered. */
type Priorities = ReadonlyArray<number | undefined>;

function provider(
  id: number,
  name: string,
  offers: DemoProvider["offers"],
  priorities: Priorities,
): DemoProvider {
  const entries = priorities.flatMap((priority, index) =>
    priority === undefined ? [] : [[PROVIDER_REGIONS[index], priority] as const],
  );
  return {
    provider_id: id,
    provider_name: name,
    logo_path: `/provider-${id}.webp`,
    display_priorities: Object.fromEntries(entries),
    offers,
  };
}

const FLATRATE = ["flatrate"] as const;
const STORE = ["rent", "buy"] as const;
/** Not offered in that region. */
const _ = undefined;

// Each row's priorities are by region in PROVIDER_REGIONS' order: US GB CA AU DE FR ES MX BR JP KR IN SA.
export const WATCH_PROVIDERS: readonly DemoProvider[] = [
  provider(2, "Apple TV", STORE, [9, 8, 6, 10, 4, 5, 4, 4, 8, 7, _, _, 1]),
  provider(3, "Google Play Movies", STORE, [14, 12, 8, 14, 8, 7, 13, 15, 16, 9, 7, 10, 3]),
  provider(7, "Fandango At Home", STORE, [42]),
  provider(8, "Netflix", FLATRATE, [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0]),
  provider(9, "Amazon Prime Video", FLATRATE, [1, 1, 2, 3, 1, 2, 2, 2, 2, 0, _, 0, 2]),
  provider(10, "Amazon Video", STORE, [12, 10, _, _, 9, _, _, _, _, 5]),
  provider(15, "Hulu", FLATRATE, [3]),
  provider(21, "Stan", FLATRATE, [_, _, _, 4]),
  provider(35, "Rakuten TV", STORE, [_, 20, _, _, 16, 14, 9]),
  provider(38, "BBC iPlayer", FLATRATE, [_, 4]),
  provider(39, "Now TV", FLATRATE, [_, 6]),
  provider(84, "U-NEXT", FLATRATE, [_, _, _, _, _, _, _, _, _, 2]),
  provider(122, "Hotstar", FLATRATE, [_, _, _, _, _, _, _, _, _, _, _, 2]),
  provider(149, "Movistar Plus+", FLATRATE, [_, _, _, _, _, _, 3]),
  provider(230, "Crave", FLATRATE, [_, _, 3]),
  provider(283, "Crunchyroll", FLATRATE, [11, 13, 9, 12, 11, 9, 10, 8, 7, 6, _, 8, 5]),
  provider(307, "Globoplay", FLATRATE, [_, _, _, _, _, _, _, _, 4]),
  provider(337, "Disney Plus", FLATRATE, [2, 2, 1, 1, 2, 1, 1, 1, 1, 3, 2]),
  provider(350, "Apple TV Plus", FLATRATE, [6, 5, 5, 6, 5, 4, 5, 5, 5, 4, 3, 4, 4]),
  provider(356, "wavve", FLATRATE, [_, _, _, _, _, _, _, _, _, _, 1]),
  provider(381, "Canal+", FLATRATE, [_, _, _, _, _, 3]),
  provider(386, "Peacock Premium", FLATRATE, [5]),
  provider(531, "Paramount Plus", FLATRATE, [4, 3, 4, 2, 3, 6, _, 3, 3, _, 4]),
  provider(1899, "Max", FLATRATE, [7, _, _, _, _, 8, 6, 6, 6]),
];
