import { useId } from "react";
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
import { ShowAllButton, useShowAll } from "./show-all";
import type { WatchedMarks } from "./use-watched-marks";

/** Spec §9: episodes shown before the expand button is pressed. */
export const INITIAL_EPISODES = 10;

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
  const list = useShowAll("episodes", episodes ?? [], INITIAL_EPISODES);
  const listId = useId();

  if (episodes === null) {
    return <p className="title-overlay-note">{i18n._("episodes.loadFailed")}</p>;
  }
  if (episodes.length === 0) {
    return <p className="title-overlay-note">{i18n._("episodes.none")}</p>;
  }
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
        {list.shown.map((episode) => {
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
      <ShowAllButton
        list={list}
        controls={listId}
        allHref={withKidsParam(`${pathname}?season=${seasonNumber}&${list.name}=all`, kidsParamOf(search))}
      />
    </>
  );
}

/** An episode's still, if it has one. */
function EpisodeStill({ path }: { path: string | null }) {
  const image = useCatalogueImage(path, STILL_SIZES, "(max-width: 600px) 40vw, 180px", 300, 169);
  return image ? <img {...image} alt="" loading="lazy" decoding="async" /> : null;
}
