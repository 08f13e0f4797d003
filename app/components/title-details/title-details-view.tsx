// A large part hydrated apart, after the rest of the page (docs/decisions/0036-parts-hydrated-apart.md).
import { Fragment, Suspense as HydratesApart, Suspense, useState } from "react";
import type { TitleOverlay } from "~/catalogue/title-overlay.server";
import { FilmIcon, PlayIcon } from "~/components/icons";
import { richMessage, SLOT } from "~/components/rich-message";
import { WatchlistButton } from "~/components/watchlist-button";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { discoverGenreHref } from "~/lib/discover-genre-href";
import { hydrateLater } from "~/lib/hydrate-later";
import {
  episodeWatchPath,
  formatRating,
  formatRuntime,
  formatYear,
  playLabel,
  seasonsLabel,
} from "~/lib/title-details";
import { useProgress } from "~/local/progress";
import { EpisodesSection } from "./episodes-section";
import { MoreLikeThis } from "./more-like-this";
import { StarIcon } from "./overlay-icons";
import { TitleBackdrop } from "./title-backdrop";
import { useWatchedMarks } from "./use-watched-marks";

/**
 * Where to watch is text, logos and links that open the offers' page in a new tab: nothing in it needs a
 * script, so it hydrates after the rest of the overlay, and its code is not in a title page's first scripts.
 */
const LaterWhereToWatch = hydrateLater(() =>
  import("./where-to-watch").then((module) => module.WhereToWatch),
);

interface TitleDetailsViewProps {
  title: TitleOverlay;
  headingId: string;
}

/** The overlay's content (spec §2): backdrop, name, play and watchlist, facts, overview, then the sections. */
export function TitleDetailsView({ title, headingId }: TitleDetailsViewProps) {
  const { i18n } = useLingui();
  const progress = useProgress(title.kind === "series" ? title.id : 0);
  const [trailerOpen, setTrailerOpen] = useState(false);
  const marks = useWatchedMarks(title, title.kind === "series" ? progress : null);
  const resume = marks.nextUp;
  const label = playLabel(title.kind, resume, i18n);
  const resumeCount = title.seasons.find((season) => season.seasonNumber === resume.season)?.episodeCount;
  const playTo =
    title.kind === "movie" ? `/watch/${title.id}` : episodeWatchPath(title.id, resume, resumeCount);

  const facts = [
    formatRating(title.voteAverage, i18n),
    formatYear(title.releaseDate, i18n),
    title.kind === "movie" ? formatRuntime(title.runtime, i18n) : seasonsLabel(title.numberOfSeasons, i18n),
  ];
  const trailerLabel = title.trailer?.type === "Teaser" ? i18n._("title.teaser") : i18n._("title.trailer");
  const [rating, year, length] = facts;

  return (
    <>
      <TitleBackdrop
        backdropPath={title.backdropPath}
        trailer={trailerOpen ? title.trailer : null}
        titleName={title.title}
      />
      <div className="title-overlay-head">
        <h2 id={headingId} className="title-overlay-title" tabIndex={-1}>
          {title.title}
        </h2>
        <div className="title-overlay-actions">
          <Link
            className="button button-primary"
            to={playTo}
            aria-label={
              title.kind === "series"
                ? i18n._("title.playEpisodeLabel", {
                    season: i18n.number(resume.season),
                    episode: i18n.number(resume.episode),
                  })
                : undefined
            }
          >
            <PlayIcon /> {label}
          </Link>
          {title.trailer ? (
            // Nothing is loaded from YouTube until the visitor asks for the trailer.
            <button
              type="button"
              className="button button-secondary"
              aria-pressed={trailerOpen}
              onClick={() => setTrailerOpen((open) => !open)}
            >
              <FilmIcon /> {trailerLabel}
            </button>
          ) : null}
          {/* A tap before hydration is kept and carried out after it (app/lib/early-taps.ts). */}
          <WatchlistButton className="title-overlay-round-button" title={title} />
        </div>
      </div>
      <div className="title-overlay-body">
        <div className="title-overlay-about">
          <div className="title-overlay-info">
            {title.tagline ? <p className="title-overlay-tagline">{title.tagline}</p> : null}
            <ul className="title-overlay-facts" aria-label={i18n._("title.facts")}>
              {rating ? (
                <li className="title-overlay-rating">
                  <StarIcon />
                  {richMessage(i18n._("title.rating", { rating }), (label) => (
                    <span className="visually-hidden">{label}</span>
                  ))}
                </li>
              ) : null}
              {year ? <li>{year}</li> : null}
              {length ? <li>{length}</li> : null}
            </ul>
            {title.overview ? <p className="title-overlay-overview">{title.overview}</p> : null}
          </div>
          <div className="title-overlay-side">
            {title.genres.length > 0 ? (
              <p className="title-overlay-genres">
                {richMessage(
                  i18n._("title.genres", { genres: SLOT }),
                  (label) => (
                    <span className="title-overlay-label">{label}</span>
                  ),
                  // Names with the language's comma and no "and": genre names have their own ("Sci-Fi & Fantasy").
                  // Each opens Discover with that genre.
                  title.genres.map((genre, index) => (
                    <Fragment key={genre.id}>
                      {index > 0 ? i18n._("title.genreSeparator") : null}
                      <Link to={discoverGenreHref(title.kind, genre.id)}>{genre.name}</Link>
                    </Fragment>
                  )),
                )}
              </p>
            ) : null}
            {title.watch ? (
              <Suspense fallback={null}>
                <LaterWhereToWatch watch={title.watch} />
              </Suspense>
            ) : null}
            {title.imdbUrl ? (
              <p className="title-overlay-links">
                <a
                  href={title.imdbUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="title-overlay-imdb"
                >
                  {i18n._("title.imdbLink")}
                </a>
              </p>
            ) : null}
          </div>
        </div>
        {title.kind === "series" ? (
          <HydratesApart>
            <EpisodesSection
              seriesId={title.id}
              seasons={title.seasons}
              season={title.season}
              progress={progress}
              marks={marks}
            />
          </HydratesApart>
        ) : null}
        <HydratesApart>
          {/* A series' episodes come first: its similar titles are far below the first screen. */}
          <MoreLikeThis items={title.moreLikeThis} nearTop={title.kind === "movie"} />
        </HydratesApart>
      </div>
    </>
  );
}
