import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { TitleKind } from "~/catalogue/types";
import { CATEGORY_NAMES, MENU_CATEGORIES } from "~/data/categories";
import { genresOf } from "~/data/genres";
import { exploreHref } from "~/lib/explore-params";
import { GenreIcon } from "./genre-icons";
import { CloseIcon } from "./icons";

interface SideMenuProps {
  kind: TitleKind;
  /** The explore page's current g, normalised: its link is the highlighted one. */
  activeG: string;
  /** Called once the menu has closed, whatever closed it (close button, Escape, backdrop, a link). */
  onClose: () => void;
}

/**
 * The filter menu of the explore pages (spec §2): categories, then genres with icons, each a link to page 1
 * of that choice. A modal <dialog>: Escape closes it, focus stays inside while it is open, and the page
 * behind is inert. The explore page loads this module only when the Filter button is first used.
 */
export function SideMenu({ kind, activeG, onClose }: SideMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // Start where the visitor is: on the highlighted choice, else on the close button.
    const start =
      dialog.querySelector<HTMLElement>('[aria-current="page"]') ?? dialog.querySelector("button");
    start?.focus();
  }, []);

  const close = () => dialogRef.current?.close();
  const categories = MENU_CATEGORIES[kind];
  const linkProps = (g: string) => ({
    to: exploreHref(kind, 1, g),
    "aria-current": g === activeG ? ("page" as const) : undefined,
    // The explore page scrolls to the top smoothly itself (spec §2).
    preventScrollReset: true,
    onClick: close,
  });

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard equivalent is Escape, which the modal dialog handles natively
    <dialog
      ref={dialogRef}
      className="side-menu"
      aria-labelledby="side-menu-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dimmed backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="side-menu-panel">
        <div className="side-menu-header">
          <h2 id="side-menu-title">Filter</h2>
          <button type="button" className="side-menu-close" onClick={close} aria-label="Close menu">
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label="Categories">
          <h3 className="side-menu-group">Categories</h3>
          <ul className="side-menu-list">
            {categories.map((category) => (
              <li key={category}>
                <Link className="side-menu-link" {...linkProps(category)}>
                  {CATEGORY_NAMES[category]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Genres">
          <h3 className="side-menu-group">Genres</h3>
          <ul className="side-menu-list">
            {genresOf(kind).map((genre) => (
              <li key={genre.id}>
                <Link className="side-menu-link" {...linkProps(String(genre.id))}>
                  <GenreIcon icon={genre.icon} />
                  {genre.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
