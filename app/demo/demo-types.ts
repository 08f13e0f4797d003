// The demo catalogue's own records. They hold what generation decides; the TMDB JSON shapes are produced from
// them by the *-shapes.server.ts modules, so the wire format lives in one place. Text that only a response
// needs (overviews, taglines, characters, credit ids) is not stored but derived on demand from the ids: the
// catalogue is built on first use and start-up must stay fast.

/** A cast entry as served; derived on demand from a title's castIds (see characters.server.ts). */
export interface CastCredit {
  personId: number;
  order: number;
  character: string;
  /** Series only: how many episodes the person appears in. */
  episodeCount?: number;
}

export interface CrewCredit {
  personId: number;
  job: string;
  department: string;
}

export interface ProviderOffer {
  region: string;
  flatrate: number[];
  rent: number[];
  buy: number[];
}

interface TitleBase {
  id: number;
  originalLanguage: string;
  originCountry: string[];
  genreIds: number[];
  voteAverage: number;
  voteCount: number;
  popularity: number;
  posterPath: string | null;
  backdropPath: string | null;
  status: string;
  companyIds: number[];
  providers: ProviderOffer[];
  /** Age certification per country (movies: release_dates, series: content_ratings); see certifications.ts. */
  certifications: Record<string, string>;
  /** The cast in billing order; characters are derived from title and person when served. */
  castIds: number[];
  crew: CrewCredit[];
  /** Seeded "buzz" for the trending lists, one value per TMDB time window. */
  trendDay: number;
  trendWeek: number;
}

export interface DemoMovie extends TitleBase {
  kind: "movie";
  title: string;
  originalTitle: string;
  releaseDate: string;
  /** Minutes; null or 0 for some titles, as on TMDB. */
  runtime: number | null;
  budget: number;
  revenue: number;
  collectionId: number | null;
}

/** A season as planned: episodes are generated from it on demand (see generate-episodes.server.ts). */
export interface DemoSeasonPlan {
  id: number;
  seasonNumber: number;
  name: string;
  overview: string;
  episodeCount: number;
  /** Air date of the first episode; null when not yet scheduled. */
  airDate: string | null;
  /** Days between episodes: 7 weekly, 1 daily, 0 all released at once; specials are spread further apart. */
  cadenceDays: number;
  posterPath: string | null;
  voteAverage: number;
}

export interface DemoSeries extends TitleBase {
  kind: "tv";
  name: string;
  originalName: string;
  firstAirDate: string | null;
  inProduction: boolean;
  /** TMDB's series type: Scripted, Reality, Documentary, Miniseries, Talk Show, News. */
  type: string;
  episodeRunTime: number[];
  /** Typical episode length the generated episodes vary around. */
  baseRuntime: number;
  seasons: DemoSeasonPlan[];
  networkIds: number[];
  createdBy: number[];
}

export type DemoTitle = DemoMovie | DemoSeries;

export interface DemoEpisode {
  id: number;
  showId: number;
  seasonNumber: number;
  episodeNumber: number;
  episodeType: "standard" | "finale" | "mid_season";
  name: string;
  overview: string;
  airDate: string | null;
  runtime: number | null;
  stillPath: string | null;
  voteAverage: number;
  voteCount: number;
  productionCode: string;
}

export type Department = "Acting" | "Directing" | "Writing" | "Production";

export interface DemoPerson {
  id: number;
  name: string;
  /** TMDB's codes: 0 not set, 1 female, 2 male, 3 non-binary. */
  gender: 0 | 1 | 2 | 3;
  knownForDepartment: Department;
  birthday: string | null;
  deathday: string | null;
  placeOfBirth: string | null;
  profilePath: string | null;
  popularity: number;
  /** One of the well-known real actors of popular-actors.ts (their credits here are still generated). */
  curated: boolean;
  trendDay: number;
  trendWeek: number;
}

export interface DemoCollection {
  id: number;
  name: string;
  overview: string;
  partIds: number[];
}

/** One person's credits, gathered from the titles' casts and crews (see person-credits.server.ts). */
export interface PersonCredits {
  movieCast: DemoMovie[];
  movieCrew: Array<{ movie: DemoMovie; credit: CrewCredit }>;
  tvCast: DemoSeries[];
  tvCrew: Array<{ series: DemoSeries; credit: CrewCredit }>;
}

// The whole catalogue, as catalogue-data.server.ts builds it once: records, indexes and ready-made lists.

export interface DateWindow {
  minimum: string;
  maximum: string;
}

export interface DemoLists {
  moviesByPopularity: DemoMovie[];
  topRatedMovies: DemoMovie[];
  upcomingMovies: DemoMovie[];
  nowPlayingMovies: DemoMovie[];
  upcomingDates: DateWindow;
  nowPlayingDates: DateWindow;
  seriesByPopularity: DemoSeries[];
  topRatedSeries: DemoSeries[];
  // on_the_air and airing_today follow the clock: airing-lists.server.ts.
  peopleByPopularity: DemoPerson[];
  trending: Record<
    "day" | "week",
    { movie: DemoMovie[]; tv: DemoSeries[]; person: DemoPerson[]; all: Array<DemoTitle | DemoPerson> }
  >;
}

export interface DemoCatalogue {
  movies: DemoMovie[];
  series: DemoSeries[];
  people: DemoPerson[];
  collections: DemoCollection[];
  movieById: Map<number, DemoMovie>;
  seriesById: Map<number, DemoSeries>;
  personById: Map<number, DemoPerson>;
  collectionById: Map<number, DemoCollection>;
  lists: DemoLists;
}
