import { useEffect, useId } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import type { OverlaySeason, TitleOverlay } from "~/catalogue/title-overlay.server";
import { useLingui } from "~/i18n/i18n";
import { KidsHiddenField, useLocalizedNavigate } from "~/i18n/link";
import { isoDay } from "~/lib/next-episode";
import { seasonLabel as labelOfSeason, parseSeasonParam, seasonOptions } from "~/lib/title-details";
import type { Progress } from "~/local/progress";
import { EpisodeList } from "./episode-list";
import type { WatchedMarks } from "./use-watched-marks";

interface EpisodesSectionProps {
  seriesId: number;
  seasons: TitleOverlay["seasons"];
  season: OverlaySeason | null;
  progress: Progress | null;
  marks: WatchedMarks;
}

/**
 * Spec §2, §4: a season dropdown and that season's episodes. The season lives in the URL (?season=N, replacing
 * the entry, so Back still closes the overlay): the overlay's loader reads it, so a change reloads the episodes
 * through the route, and a shared link opens on the same season. Saved progress lives in the browser only, so
 * when it names another season than the one the server listed, the overlay asks for that season at once.
 */
export function EpisodesSection({ seriesId, seasons, season, progress, marks }: EpisodesSectionProps) {
  const selectId = useId();
  const { i18n } = useLingui();
  const navigate = useLocalizedNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const options = seasonOptions(seasons, i18n);
  const loaded = season?.seasonNumber ?? null;

  // The URL's season wins (the visitor chose it); otherwise the saved one, when the show has it.
  const chosenInUrl = parseSeasonParam(searchParams.get("season")) === loaded;
  const saved =
    progress && options.some((option) => option.value === progress.season) ? progress.season : null;
  const wanted = chosenInUrl ? loaded : (saved ?? loaded);

  const { pathname } = location;
  const selectSeason = (seasonNumber: number) =>
    navigate(seasonUrl(pathname, seasonNumber), { replace: true, preventScrollReset: true });

  useEffect(() => {
    if (wanted !== null && wanted !== loaded) {
      navigate(seasonUrl(pathname, wanted), { replace: true, preventScrollReset: true });
    }
  }, [wanted, loaded, navigate, pathname]);

  if (options.length === 0 || loaded === null) return null;

  // While another season loads, the dropdown already shows it and the list says it is busy.
  const pending =
    navigation.state === "loading" && navigation.location.pathname === location.pathname
      ? parseSeasonParam(new URLSearchParams(navigation.location.search).get("season"))
      : null;
  const selected = pending ?? wanted ?? loaded;
  const loading = selected !== loaded;
  const seasonLabel =
    options.find((option) => option.value === loaded)?.label ??
    labelOfSeason({ seasonNumber: loaded, name: "" }, i18n);
  // A season is marked as a whole by its episodes that have aired; an announced one has nothing to mark.
  const aired = (season?.episodes ?? [])
    .filter((episode) => episode.airDate !== null && episode.airDate <= isoDay())
    .map((episode) => ({ season: loaded, episode: episode.episodeNumber }));
  const allWatched = aired.length > 0 && aired.every(marks.isWatched);

  return (
    <section className="title-overlay-section" aria-labelledby={`${selectId}-heading`}>
      <div className="title-overlay-section-head">
        <h3 id={`${selectId}-heading`}>{i18n._("episodes.heading")}</h3>
        {/* A plain GET form to this URL, so the choice works without scripts: ?season=N is what the loader reads.
            With scripts a change navigates at once; before they run, the page's early script submits the form of
            any select[data-submit-on-change]; without them, the Show button (only there) submits it. */}
        <form
          method="get"
          action={pathname}
          className="title-overlay-season-form"
          onSubmit={(event) => {
            event.preventDefault();
            selectSeason(Number(new FormData(event.currentTarget).get("season")));
          }}
        >
          <KidsHiddenField />
          <label className="visually-hidden" htmlFor={selectId}>
            {i18n._("episodes.seasonField")}
          </label>
          <select
            id={selectId}
            name="season"
            className="field title-overlay-season"
            data-submit-on-change=""
            value={selected}
            onChange={(event) => selectSeason(Number(event.target.value))}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button-secondary">
              {i18n._("episodes.show")}
            </button>
          </noscript>
        </form>
        {aired.length > 0 ? (
          <button
            type="button"
            className="button button-secondary title-overlay-mark-season"
            onClick={() => marks.mark(aired, !allWatched)}
          >
            {i18n._(allWatched ? "episodes.markSeasonUnwatched" : "episodes.markSeasonWatched", {
              season: seasonLabel,
            })}
          </button>
        ) : null}
      </div>
      <EpisodeList
        key={`${seriesId}-${loaded}`}
        seriesId={seriesId}
        seasonNumber={loaded}
        seasonLabel={seasonLabel}
        episodes={season?.episodes ?? null}
        current={progress}
        marks={marks}
        loading={loading}
      />
    </section>
  );
}

function seasonUrl(pathname: string, seasonNumber: number): string {
  return `${pathname}?season=${seasonNumber}`;
}
