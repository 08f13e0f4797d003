// The visitor's country, for the 'Where to watch' list (TMDB watch/providers are per region). The browser's
// Accept-Language header is the only hint a server has without asking; "de-AT" says Austria, "en" says nothing.

const DEFAULT_REGION = "US";
/** A language tag's region subtag: two letters (ISO 3166-1), after the language and an optional script. */
const REGION_SUBTAG = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i;

/**
 * The region of the most preferred language tag that names one (by q weight, then order), else `fallback`.
 * Malformed or hostile headers fall back to the default; the header is cut short before parsing.
 */
export function regionFromAcceptLanguage(
  header: string | null | undefined,
  fallback: string = DEFAULT_REGION,
): string {
  if (!header) return fallback;
  const tags = header
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    const region = REGION_SUBTAG.exec(tag)?.[1];
    if (region) return region.toUpperCase();
  }
  return fallback;
}

/** "DE" -> "Germany" in English, "Alemania" in Spanish; the code itself when the name is unknown. */
export function regionName(region: string, language = "en"): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(region) ?? region;
  } catch {
    return region;
  }
}
