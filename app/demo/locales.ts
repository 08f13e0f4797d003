// Languages, countries and non-English titles for the demo catalogue. Data only. Non-English titles are
// hand-written pairs (English title, original title) so that original_title is real text in that language,
// as TMDB sends it, rather than a copy of the English title.

export interface TitleLanguage {
  iso_639_1: string;
  english_name: string;
  name: string;
  country: string;
}

export const LANGUAGES: Readonly<Record<string, TitleLanguage>> = {
  en: { iso_639_1: "en", english_name: "English", name: "English", country: "US" },
  fr: { iso_639_1: "fr", english_name: "French", name: "Français", country: "FR" },
  es: { iso_639_1: "es", english_name: "Spanish", name: "Español", country: "ES" },
  de: { iso_639_1: "de", english_name: "German", name: "Deutsch", country: "DE" },
  it: { iso_639_1: "it", english_name: "Italian", name: "Italiano", country: "IT" },
  ko: { iso_639_1: "ko", english_name: "Korean", name: "한국어/조선말", country: "KR" },
  ja: { iso_639_1: "ja", english_name: "Japanese", name: "日本語", country: "JP" },
  pt: { iso_639_1: "pt", english_name: "Portuguese", name: "Português", country: "BR" },
  ar: { iso_639_1: "ar", english_name: "Arabic", name: "العربية", country: "EG" },
};

export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  US: "United States of America",
  GB: "United Kingdom",
  CA: "Canada",
  AU: "Australia",
  IE: "Ireland",
  NZ: "New Zealand",
  FR: "France",
  ES: "Spain",
  DE: "Germany",
  IT: "Italy",
  KR: "South Korea",
  JP: "Japan",
  MX: "Mexico",
  BR: "Brazil",
  IN: "India",
  SA: "Saudi Arabia",
  EG: "Egypt",
};

/** Where English-language titles come from, weighted towards the US as on TMDB. */
export const ENGLISH_COUNTRIES = ["US", "US", "US", "US", "US", "US", "GB", "GB", "CA", "AU", "IE", "NZ"];

/** [language, English title, original title] */
export const FOREIGN_MOVIE_TITLES: ReadonlyArray<readonly [string, string, string]> = [
  ["fr", "The Silent Garden", "Le Jardin silencieux"],
  ["fr", "A Summer in Provence", "Un été en Provence"],
  ["fr", "The Lighthouse Keeper's Daughter", "La Fille du gardien de phare"],
  ["fr", "Night Train to Lyon", "Train de nuit pour Lyon"],
  ["fr", "The Last Waltz in Paris", "La Dernière Valse à Paris"],
  ["fr", "Stolen Kisses at Dawn", "Baisers volés à l'aube"],
  ["fr", "The Baker's Secret", "Le Secret du boulanger"],
  ["fr", "Letters to Margaux", "Lettres à Margaux"],
  ["es", "The Orange Orchard", "El naranjal"],
  ["es", "Nights in Seville", "Noches en Sevilla"],
  ["es", "The House of Mirrors", "La casa de los espejos"],
  ["es", "Salt and Lemons", "Sal y limones"],
  ["es", "The Sleeping Volcano", "El volcán dormido"],
  ["es", "Daughters of the Storm", "Hijas de la tormenta"],
  ["de", "The Quiet Border", "Die stille Grenze"],
  ["de", "The Clockmaker", "Der Uhrmacher"],
  ["de", "Black Forest Secrets", "Geheimnisse des Schwarzwalds"],
  ["de", "The Long Night of Anna K.", "Die lange Nacht der Anna K."],
  ["de", "Ferry to the North", "Fähre nach Norden"],
  ["it", "The Lemon Tree House", "La casa dei limoni"],
  ["it", "The Tailor of Naples", "Il sarto di Napoli"],
  ["it", "Summer Storm over Capri", "Temporale d'estate a Capri"],
  ["it", "The Widow's Vineyard", "La vigna della vedova"],
  ["it", "Beneath the Volcano's Shadow", "All'ombra del vulcano"],
  ["ko", "The Han River Incident", "한강 사건"],
  ["ko", "Seoul Night Market", "서울 야시장"],
  ["ko", "My Sister's Wedding", "언니의 결혼식"],
  ["ko", "The Ninth Floor", "9층"],
  ["ko", "Winter Persimmons", "겨울 감"],
  ["ko", "The Last Taxi", "마지막 택시"],
  ["ja", "Tokyo Twilight Story", "東京黄昏物語"],
  ["ja", "The Tea Master's Apprentice", "茶匠の弟子"],
  ["ja", "Cherry Blossom Rain", "桜の雨"],
  ["ja", "The Quiet Station", "静かな駅"],
];

/** [English word, Japanese word] pairs from which anime titles and their original names are built. */
export const ANIME_WORDS: ReadonlyArray<readonly [string, string]> = [
  ["Wind", "風"],
  ["Sky", "空"],
  ["Blade", "刃"],
  ["Star", "星"],
  ["Moon", "月"],
  ["Dragon", "竜"],
  ["Dream", "夢"],
  ["Flower", "花"],
  ["Sea", "海"],
  ["Flame", "炎"],
  ["Shadow", "影"],
  ["Spirit", "魂"],
  ["Snow", "雪"],
  ["Thunder", "雷"],
  ["Forest", "森"],
  ["Castle", "城"],
  ["Sword", "剣"],
  ["Light", "光"],
  ["Night", "夜"],
  ["Fox", "狐"],
  ["Storm", "嵐"],
  ["Demon", "鬼"],
  ["Mirror", "鏡"],
  ["Lantern", "灯籠"],
];

/** Anime title patterns: [English pattern, Japanese pattern]; {a} and {b} are word pairs from ANIME_WORDS. */
export const ANIME_PATTERNS: ReadonlyArray<readonly [string, string]> = [
  ["{a} of the {b}", "{b}の{a}"],
  ["The {a} Chronicles", "{a}物語"],
  ["{a} Academy", "{a}学園"],
  ["{a} Hunter", "{a}の狩人"],
  ["Beyond the {a}", "{a}の彼方"],
  ["{a} Diaries", "{a}日記"],
  ["{a} and {b}", "{a}と{b}"],
];
