// The demo's answer to configuration/languages: the original languages TMDB lists, as TMDB names them
// (english_name, and the language's own name, "" where TMDB has none). A selection of TMDB's 180-odd; it
// holds every language the demo's titles are made in. Data only.

export interface DemoLanguage {
  iso_639_1: string;
  english_name: string;
  name: string;
}

const entry = (iso_639_1: string, english_name: string, name: string): DemoLanguage => ({
  iso_639_1,
  english_name,
  name,
});

export const ORIGINAL_LANGUAGES: readonly DemoLanguage[] = [
  entry("xx", "No Language", "No Language"),
  entry("af", "Afrikaans", "Afrikaans"),
  entry("ar", "Arabic", "العربية"),
  entry("bg", "Bulgarian", "български език"),
  entry("bn", "Bengali", "বাংলা"),
  entry("ca", "Catalan", "Català"),
  entry("cn", "Cantonese", "广州话 / 廣州話"),
  entry("cs", "Czech", "Český"),
  entry("cy", "Welsh", "Cymraeg"),
  entry("da", "Danish", "Dansk"),
  entry("de", "German", "Deutsch"),
  entry("el", "Greek", "ελληνικά"),
  entry("en", "English", "English"),
  entry("es", "Spanish", "Español"),
  entry("et", "Estonian", "Eesti"),
  entry("eu", "Basque", "euskera"),
  entry("fa", "Persian", "فارسی"),
  entry("fi", "Finnish", "suomi"),
  entry("fr", "French", "Français"),
  entry("ga", "Irish", "Gaeilge"),
  entry("gl", "Galician", "Galego"),
  entry("he", "Hebrew", "עִבְרִית"),
  entry("hi", "Hindi", "हिन्दी"),
  entry("hr", "Croatian", "Hrvatski"),
  entry("hu", "Hungarian", "Magyar"),
  entry("id", "Indonesian", "Bahasa indonesia"),
  entry("is", "Icelandic", "Íslenska"),
  entry("it", "Italian", "Italiano"),
  entry("ja", "Japanese", "日本語"),
  entry("ka", "Georgian", "ქართული"),
  entry("kn", "Kannada", "ಕನ್ನಡ"),
  entry("ko", "Korean", "한국어/조선말"),
  entry("lt", "Lithuanian", "Lietuvių"),
  entry("lv", "Latvian", "Latviešu"),
  entry("ml", "Malayalam", "മലയാളം"),
  entry("mr", "Marathi", ""),
  entry("ms", "Malay", "Bahasa melayu"),
  entry("nb", "Norwegian Bokmål", "Bokmål"),
  entry("nl", "Dutch", "Nederlands"),
  entry("no", "Norwegian", "Norsk"),
  entry("pa", "Punjabi", "ਪੰਜਾਬੀ"),
  entry("pl", "Polish", "Polski"),
  entry("pt", "Portuguese", "Português"),
  entry("ro", "Romanian", "Română"),
  entry("ru", "Russian", "Pусский"),
  entry("sk", "Slovak", "Slovenčina"),
  entry("sl", "Slovenian", "Slovenščina"),
  entry("sr", "Serbian", "Srpski"),
  entry("sv", "Swedish", "svenska"),
  entry("ta", "Tamil", "தமிழ்"),
  entry("te", "Telugu", "తెలుగు"),
  entry("th", "Thai", "ภาษาไทย"),
  entry("tl", "Tagalog", ""),
  entry("tr", "Turkish", "Türkçe"),
  entry("uk", "Ukrainian", "Український"),
  entry("ur", "Urdu", "اردو"),
  entry("vi", "Vietnamese", "Tiếng Việt"),
  entry("zh", "Mandarin", "普通话"),
  entry("zu", "Zulu", "isiZulu"),
];
