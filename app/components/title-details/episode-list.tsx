import { useId, useState } from "react";
import { useLocation } from "react-router";
import { STILL_SIZES } from "~/catalogue/images";
import type { OverlayEpisode } from "~/catalogue/title-overlay.server";
import { richMessage, SLOT } from "~/components/rich-message";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { kidsParamOf, withKidsParam } from "~/lib/kids-limit";
import { episodeWatchPath, formatRuntime } from "~/lib/title-details";
import type { Progress } from "~/local/progress";
import { CheckIcon } from "../icons";
import { useCatalogueImage } from "../use-catalogue-image";
import type { WatchedMarks } from "./use-watched-marks";

/** Spec §9: episodes shown before the expand button is pressed. */
export const INITIAL_EPISODES = 10;

/** The query parameter that opens a season's list in full, for visitors without scripts. */
const ALL_EPISODES = "episodes";

interface EpisodeListProps {
  seriesId: number;
  seasonNumber: number;
  seasonLabel: string;
  /** null when the catalogue could not answer for this season. */
  episodes: OverlayEpisode[] | null;
  /** The visitor's saved place, marked in the list when it is in this season. */
  current: Progress | null;
  marks: WatchedMarks;
  loading: boolean;
}

/** One season's episodes: number, still, name, runtime and overview, each linking to its player (spec §2). */
export function EpisodeList({
  seriesId,
  seasonNumber,
  seasonLabel,
  episodes,
  current,
  marks,
  loading,
}: EpisodeListProps) {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  // ?episodes=all is the no-script way to the whole season: the server renders the list expanded.
  const [expanded, setExpanded] = useState(() => new URLSearchParams(search).get(ALL_EPISODES) === "all");
  const listId = useId();

  if (episodes === null) {
    return <p className="title-overlay-note">{i18n._("episodes.loadFailed")}</p>;
  }
  if (episodes.length === 0) {
    return <p className="title-overlay-note">{i18n._("episodes.none")}</p>;
  }
  const shown = expanded ? episodes : episodes.slice(0, INITIAL_EPISODES);
  // Spec §2: each link carries the season's episode count (me), which the watch page's next button needs.
  const count = episodes.length;
  return (
    <>
      <ol
        id={listId}
        className="episode-list"
        aria-label={i18n._("episodes.listLabel", { season: seasonLabel })}
        aria-busy={loading || undefined}
      >
        {shown.map((episode) => {
          const runtime = formatRuntime(episode.runtime, i18n);
          const number = i18n.number(episode.episodeNumber);
          const isCurrent = current?.season === seasonNumber && current.episode === episode.episodeNumber;
          const ref = { season: seasonNumber, episode: episode.episodeNumber };
          const watched = marks.isWatched(ref);
          return (
            <li
              key={episode.episodeNumber}
              className="episode"
              data-current={isCurrent || undefined}
              data-watched={watched || undefined}
            >
              <span className="episode-number" aria-hidden="true">
                {episode.episodeNumber}
              </span>
              <span className="episode-still">
                <EpisodeStill path={episode.stillPath} />
              </span>
              <div className="episode-text">
                <p className="episode-heading">
                  {/* The whole row is the link's target (CSS); its name says which episode it plays. */}
                  <Link
                    className="episode-link"
                    to={episodeWatchPath(
                      seriesId,
                      { season: seasonNumber, episode: episode.episodeNumber },
                      count,
                    )}
                  >
                    {richMessage(
                      i18n._("episodes.episodeLink", { number, name: SLOT }),
                      (words) => (
                        <span className="visually-hidden">{words}</span>
                      ),
                      episode.name,
                    )}
                  </Link>
                  {runtime ? <span className="episode-runtime">{runtime}</span> : null}
                </p>
                {isCurrent ? <p className="episode-continue">{i18n._("episodes.continue")}</p> : null}
                {episode.overview ? <p className="episode-overview">{episode.overview}</p> : null}
              </div>
              <button
                type="button"
                className="episode-watched"
                aria-pressed={watched}
                aria-label={i18n._("episodes.episodeWatched", { number })}
                title={i18n._(watched ? "episodes.markUnwatched" : "episodes.markAsWatched")}
                onClick={() => marks.mark([ref], !watched)}
              >
                <CheckIcon size={18} />
              </button>
            </li>
          );
        })}
      </ol>
      {episodes.length > INITIAL_EPISODES ? (
        <>
          <button
            type="button"
            className="button button-secondary title-overlay-expand"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? i18n._("episodes.showFewer") : i18n._("episodes.showAll", { count: episodes.length })}
          </button>
          {expanded ? null : (
            // Without scripts the button above is hidden (no-script.css) and this link asks the server.
            <noscript>
              <a
                className="button button-secondary title-overlay-expand"
                href={withKidsParam(
                  `${pathname}?season=${seasonNumber}&${ALL_EPISODES}=all`,
                  kidsParamOf(search),
                )}
              >
                {i18n._("episodes.showAll", { count: episodes.length })}
              </a>
            </noscript>
          )}
        </>
      ) : null}
    </>
  );
}

/** An episode's still, if it has one. */
function EpisodeStill({ path }: { path: string | null }) {
  const image = useCatalogueImage(path, STILL_SIZES, "(max-width: 600px) 40vw, 180px", 300, 169);
  return image ? <img {...image} alt="" loading="lazy" decoding="async" /> : null;
}
