// The demo's answer to TMDB's /configuration: TMDB's own image sizes, with the image base pointing at the demo's
// generated artwork instead of TMDB's image host. Data only.

import { wordList } from "./words";

export const DEMO_IMAGE_BASE_URL = "http://demo.invalid/t/p/";

export const DEMO_CONFIGURATION = {
  images: {
    base_url: DEMO_IMAGE_BASE_URL,
    secure_base_url: DEMO_IMAGE_BASE_URL,
    backdrop_sizes: ["w300", "w780", "w1280", "original"],
    logo_sizes: ["w45", "w92", "w154", "w185", "w300", "w500", "original"],
    poster_sizes: ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
    profile_sizes: ["w45", "w185", "h632", "original"],
    still_sizes: ["w92", "w185", "w300", "original"],
  },
  change_keys: wordList(`
    adult air_date also_known_as alternative_titles biography birthday budget cast certifications
    character_names created_by crew deathday episode episode_number episode_run_time freebase_id freebase_mid
    general genres guest_stars homepage images imdb_id languages name network origin_country original_name
    original_title overview parts place_of_birth plot_keywords production_code production_companies
    production_countries releases revenue runtime season season_number season_regular spoken_languages status
    tagline title translations tvdb_id tvrage_id type video videos
  `),
};
