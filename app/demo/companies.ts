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

function provider(
  id: number,
  name: string,
  offers: DemoProvider["offers"],
  priorities: Record<string, number>,
): DemoProvider {
  return {
    provider_id: id,
    provider_name: name,
    logo_path: `/provider-${id}.webp`,
    display_priorities: priorities,
    offers,
  };
}

const FLATRATE = ["flatrate"] as const;
const STORE = ["rent", "buy"] as const;

export const WATCH_PROVIDERS: readonly DemoProvider[] = [
  provider(2, "Apple TV", STORE, {
    US: 9,
    GB: 8,
    CA: 6,
    AU: 10,
    DE: 4,
    FR: 5,
    ES: 4,
    MX: 4,
    BR: 8,
    JP: 7,
    SA: 1,
  }),
  provider(3, "Google Play Movies", STORE, {
    US: 14,
    GB: 12,
    CA: 8,
    AU: 14,
    DE: 8,
    FR: 7,
    ES: 13,
    MX: 15,
    BR: 16,
    JP: 9,
    KR: 7,
    IN: 10,
    SA: 3,
  }),
  provider(7, "Fandango At Home", STORE, { US: 42 }),
  provider(8, "Netflix", FLATRATE, {
    US: 0,
    GB: 0,
    CA: 0,
    AU: 0,
    DE: 0,
    FR: 0,
    ES: 0,
    MX: 0,
    BR: 0,
    JP: 1,
    KR: 0,
    IN: 1,
    SA: 0,
  }),
  provider(9, "Amazon Prime Video", FLATRATE, {
    US: 1,
    GB: 1,
    CA: 2,
    AU: 3,
    DE: 1,
    FR: 2,
    ES: 2,
    MX: 2,
    BR: 2,
    JP: 0,
    IN: 0,
    SA: 2,
  }),
  provider(10, "Amazon Video", STORE, { US: 12, GB: 10, DE: 9, JP: 5 }),
  provider(15, "Hulu", FLATRATE, { US: 3 }),
  provider(21, "Stan", FLATRATE, { AU: 4 }),
  provider(35, "Rakuten TV", STORE, { GB: 20, DE: 16, FR: 14, ES: 9 }),
  provider(38, "BBC iPlayer", FLATRATE, { GB: 4 }),
  provider(39, "Now TV", FLATRATE, { GB: 6 }),
  provider(84, "U-NEXT", FLATRATE, { JP: 2 }),
  provider(122, "Hotstar", FLATRATE, { IN: 2 }),
  provider(149, "Movistar Plus+", FLATRATE, { ES: 3 }),
  provider(230, "Crave", FLATRATE, { CA: 3 }),
  provider(283, "Crunchyroll", FLATRATE, {
    US: 11,
    GB: 13,
    CA: 9,
    AU: 12,
    DE: 11,
    FR: 9,
    ES: 10,
    MX: 8,
    BR: 7,
    JP: 6,
    IN: 8,
    SA: 5,
  }),
  provider(307, "Globoplay", FLATRATE, { BR: 4 }),
  provider(337, "Disney Plus", FLATRATE, {
    US: 2,
    GB: 2,
    CA: 1,
    AU: 1,
    DE: 2,
    FR: 1,
    ES: 1,
    MX: 1,
    BR: 1,
    JP: 3,
    KR: 2,
  }),
  provider(350, "Apple TV Plus", FLATRATE, {
    US: 6,
    GB: 5,
    CA: 5,
    AU: 6,
    DE: 5,
    FR: 4,
    ES: 5,
    MX: 5,
    BR: 5,
    JP: 4,
    KR: 3,
    IN: 4,
    SA: 4,
  }),
  provider(356, "wavve", FLATRATE, { KR: 1 }),
  provider(381, "Canal+", FLATRATE, { FR: 3 }),
  provider(386, "Peacock Premium", FLATRATE, { US: 5 }),
  provider(531, "Paramount Plus", FLATRATE, {
    US: 4,
    GB: 3,
    CA: 4,
    AU: 2,
    DE: 3,
    FR: 6,
    MX: 3,
    BR: 3,
    KR: 4,
  }),
  provider(1899, "Max", FLATRATE, { US: 7, MX: 6, BR: 6, ES: 6, FR: 8 }),
];
