import type { TitleSummary } from "~/catalogue/types";
import { useLingui } from "~/i18n/i18n";
import { addToWatchlist, isListed, removeFromWatchlist, useWatchlist } from "~/local/watchlist";
import { CheckIcon, PlusIcon } from "./icons";

interface WatchlistButtonProps {
  /** What the list keeps of the title. */
  title: Pick<TitleSummary, "id" | "kind" | "title" | "posterPath">;
  className?: string;
}

/**
 * Add or remove a title from the visitor's list; every copy of it on the page updates at once. A tap made before
 * the page is hydrated is kept and carried out after it, unless the visitor's list already had it the way the
 * tap asked (app/lib/early-taps.ts).
 */
export function WatchlistButton({ title: { id, kind, title, posterPath }, className }: WatchlistButtonProps) {
  const listed = isListed(useWatchlist(), id, kind);
  const { i18n } = useLingui();
  const label = i18n._(listed ? "list.button.remove" : "list.button.add", { title });
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault();
        if (listed) removeFromWatchlist(id, kind);
        else addToWatchlist({ id, poster_path: posterPath, title, type: kind });
      }}
    >
      {listed ? <CheckIcon /> : <PlusIcon />}
    </button>
  );
}
