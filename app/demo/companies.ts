// Fictional companies, TV networks and streaming services of the demo catalogue. Data only. Names are invented
// so that nothing in the demo suggests where a real title can be watched.

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

export interface DemoProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string;
  display_priority: number;
  /** Which offers this service makes: subscription (flatrate) or per-title rent/buy. */
  offers: ReadonlyArray<"flatrate" | "rent" | "buy">;
}

export const WATCH_PROVIDERS: readonly DemoProvider[] = [
  {
    provider_id: 9001,
    provider_name: "Nimbus+",
    logo_path: "/provider-9001.webp",
    display_priority: 1,
    offers: ["flatrate"],
  },
  {
    provider_id: 9002,
    provider_name: "Reelhouse",
    logo_path: "/provider-9002.webp",
    display_priority: 2,
    offers: ["rent", "buy"],
  },
  {
    provider_id: 9003,
    provider_name: "Lumen Play",
    logo_path: "/provider-9003.webp",
    display_priority: 3,
    offers: ["flatrate"],
  },
  {
    provider_id: 9004,
    provider_name: "Kestrel Stream",
    logo_path: "/provider-9004.webp",
    display_priority: 4,
    offers: ["flatrate"],
  },
  {
    provider_id: 9005,
    provider_name: "Tallybox Store",
    logo_path: "/provider-9005.webp",
    display_priority: 5,
    offers: ["rent", "buy"],
  },
  {
    provider_id: 9006,
    provider_name: "Harborline",
    logo_path: "/provider-9006.webp",
    display_priority: 6,
    offers: ["flatrate", "buy"],
  },
];

/** Regions the demo publishes watch providers for. */
export const PROVIDER_REGIONS = ["US", "GB"] as const;
