import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "~/components/icons";

interface WatchBarProps {
  heading: string;
  detailsPath: string;
  nextEpisodePath: string | null;
}

/** The strip above the player: back to the title's details, what is playing, and the next episode. */
export function WatchBar({ heading, detailsPath, nextEpisodePath }: WatchBarProps) {
  return (
    <header className="watch-bar">
      <Link to={detailsPath} className="watch-back" aria-label="Back to details" title="Back to details">
        <ChevronLeftIcon size={26} />
      </Link>
      <h1 className="watch-heading">{heading}</h1>
      {nextEpisodePath ? (
        // On a phone the button says just "Next", leaving room for the heading; its name stays complete.
        <Link to={nextEpisodePath} className="button button-secondary watch-next" aria-label="Next episode">
          Next<span className="watch-next-more"> episode</span> <ChevronRightIcon size={18} />
        </Link>
      ) : null}
    </header>
  );
}
