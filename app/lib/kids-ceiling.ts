import type { Certification, TitleKind } from "~/catalogue/types";
import { isUnratedCertification, type KidsLimit } from "./kids-limit";

// What a kids' limit lets through, judged against TMDB's certification lists (certification/movie/list and
// certification/tv/list): a title is at or under the limit when its own certification in the limit's region
// comes no later in that region's list (TMDB's `order`) than the limit does. A title with no certification in
// the region, or one the region's list does not know, is left out: a parent expects "unknown" to mean "not for
// my child". Movies are judged by the movie list, series by the TV list (TMDB's content ratings).
//
// A limit names one certification, of either list. Where a region spells both lists alike (GB's U/PG/12/15/18,
// DE's 0/6/12/16/18, BR's L/10/12/14/16/18) the same spelling is the ceiling of both. Where they differ, the
// table below gives the other list's equivalent; a region with neither leaves the other kind out altogether
// rather than guess.

export type CertificationLists = Record<TitleKind, Record<string, Certification[]>>;

/** Per region, one list's certification -> the other list's equivalent ceiling, where spellings differ. */
const EQUIVALENTS: Record<string, Record<TitleKind, Record<string, string>>> = {
  US: {
    // A movie limit's TV ceiling: the TV ratings of the same guidance (FCC/TV Parental Guidelines' mapping).
    series: { G: "TV-G", PG: "TV-PG", "PG-13": "TV-14", R: "TV-MA", "NC-17": "TV-MA" },
    // A TV limit's movie ceiling: children's TV ratings (TV-Y, TV-Y7) are at most G.
    movie: { "TV-Y": "G", "TV-Y7": "G", "TV-G": "G", "TV-PG": "PG", "TV-14": "PG-13", "TV-MA": "NC-17" },
  },
  JP: { series: { PG12: "PG-12" }, movie: { "PG-12": "PG12" } },
};

export interface KidsCeiling {
  /** The limit in its canonical spelling (the lists' own). */
  limit: KidsLimit;
  /** Per kind, the region's certifications at or under the limit; empty when none of that kind is allowed. */
  allowed: Record<TitleKind, ReadonlySet<string>>;
  /** Per kind, the highest allowed certification (Discover's certification.lte), or null when none is. */
  highest: Record<TitleKind, string | null>;
}

const KINDS: readonly TitleKind[] = ["movie", "series"];

/** A rated entry of a list by its spelling; TMDB's "no rating" entries (US "NR", order 0) are no rating at all. */
function find(list: readonly Certification[] | undefined, certification: string, anyCase: boolean) {
  const wanted = anyCase ? certification.toUpperCase() : certification;
  return list?.find(
    (entry) =>
      (anyCase ? entry.certification.toUpperCase() : entry.certification) === wanted &&
      !isUnratedCertification(entry),
  );
}

/**
 * The ceiling a limit means in its region's lists, or null when neither list of the region has the limit's
 * certification (an unknown value). The certification is matched regardless of case ("pg-13" is PG-13), and
 * the movie list is asked first: the same spelling in both lists is the same limit.
 */
export function kidsCeiling(limit: KidsLimit, lists: CertificationLists): KidsCeiling | null {
  let named: { kind: TitleKind; entry: Certification } | undefined;
  for (const kind of KINDS) {
    const list = lists[kind][limit.region];
    const entry = find(list, limit.certification, false) ?? find(list, limit.certification, true);
    if (entry) {
      named = { kind, entry };
      break;
    }
  }
  if (!named) return null;
  const canonical = { region: limit.region, certification: named.entry.certification };
  const allowed = {} as KidsCeiling["allowed"];
  const highest = {} as KidsCeiling["highest"];
  for (const kind of KINDS) {
    const list = lists[kind][limit.region] ?? [];
    const top =
      kind === named.kind
        ? named.entry
        : (find(list, EQUIVALENTS[limit.region]?.[kind]?.[named.entry.certification] ?? "", false) ??
          find(list, named.entry.certification, false));
    // "No rating" entries come first in TMDB's order (US NR is 0) but say nothing: never under a limit.
    const under = top
      ? list.filter((entry) => entry.order <= top.order && !isUnratedCertification(entry))
      : [];
    allowed[kind] = new Set(under.map((entry) => entry.certification));
    highest[kind] = top?.certification ?? null;
  }
  return { limit: canonical, allowed, highest };
}

/**
 * Whether a title with these certifications (country -> certification, as TMDB's release dates or content
 * ratings give them) is at or under the ceiling. No certification in the region: not allowed.
 */
export function allowsTitle(
  ceiling: KidsCeiling,
  kind: TitleKind,
  certifications: Readonly<Record<string, string>>,
): boolean {
  const own = certifications[ceiling.limit.region];
  return own !== undefined && ceiling.allowed[kind].has(own);
}
