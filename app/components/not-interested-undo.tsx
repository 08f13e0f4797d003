import { useEffect, useRef } from "react";
import { useLingui } from "~/i18n/i18n";

interface NotInterestedUndoProps {
  title: string;
  onUndo: () => void;
  /**
   * Asked once, as the tile appears: true when it should take focus, standing where the card whose "Not
   * interested" was just pressed stood (a tile shown again later, or for another row, does not).
   */
  takeFocus?: () => boolean;
}

/**
 * What stands in a card's place once the visitor said "Not interested" (on Discover and on home):
 * the title's name as hidden, and Undo.
 */
export function NotInterestedUndo({ title, onUndo, takeFocus }: NotInterestedUndoProps) {
  const { i18n } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const asked = useRef(takeFocus);
  useEffect(() => {
    if (asked.current?.()) button.current?.focus();
  }, []);
  return (
    <div className="discover-undo">
      <p>{i18n._("discover.hidden", { title })}</p>
      <button
        type="button"
        className="button button-secondary"
        ref={button}
        onClick={onUndo}
        aria-label={i18n._("discover.undoFor", { title })}
      >
        {i18n._("discover.undo")}
      </button>
    </div>
  );
}
