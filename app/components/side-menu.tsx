import { useRef } from "react";
import type { TitleKind } from "~/catalogue/types";
import { categoryName, MENU_CATEGORIES } from "~/data/categories";
import { genreName, genresOf } from "~/data/genres";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { exploreHref } from "~/lib/explore-params";
import { FilterIcon } from "./explore-icons";
import { GenreIcon } from "./genre-icons";
import { CloseIcon } from "./icons";

interface SideMenuProps {
  /** The element id the Filter button names in its popovertarget. */
  id: string;
  kind: TitleKind;
  /** The explore page's current g, normalised: its link is the highlighted one. */
  activeG: string;
  /** Discover with this page's choice carried over, written by the page's loader. */
  moreFilters: string;
}

/**
 * React renders `autoFocus` as an attribute only on the server; in the browser it calls focus() on mount
 * instead. The popover's own focusing steps read the attribute when it opens, so it is written as a plain one.
 */
const AUTOFOCUS = { autofocus: "" } as Record<string, string>;

/**
 * The filter menu of the explore pages (spec §2): categories, then genres with icons, each a link to page 1
 * of that choice. A native popover, rendered on the server with the page: the Filter button opens it with no
 * script (popovertarget), the browser moves focus to the highlighted choice (autofocus), and Escape, a click
 * outside it and the close button close it, focus going back to Filter
 * (docs/decisions/0018-works-without-javascript.md).
 */
export function SideMenu({ id, kind, activeG, moreFilters }: SideMenuProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const { i18n } = useLingui();
  const categories = MENU_CATEGORIES[kind];
  const linkProps = (g: string) => ({
    to: exploreHref(kind, 1, g),
    ...(g === activeG ? { "aria-current": "page" as const, ...AUTOFOCUS } : null),
    // The explore page scrolls to the top smoothly itself (spec §2).
    preventScrollReset: true,
    // A client navigation keeps this page mounted: close the menu as the browser would on a page load.
    onClick: () => menuRef.current?.hidePopover(),
  });
  const hasActive = [...categories, ...genresOf(kind).map((genre) => String(genre.id))].includes(activeG);

  return (
    <div
      ref={menuRef}
      id={id}
      popover="auto"
      role="dialog"
      className="side-menu"
      aria-labelledby={`${id}-title`}
      // A popover is not modal: Tab past its last link would go on to the page under the panel and the dimmed
      // backdrop, with the menu still open. With scripts, Tab wraps inside it, as in the modal dialog it was.
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const stops = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button");
        const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
        if (document.activeElement !== edge) return;
        event.preventDefault();
        (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
      }}
    >
      <div className="side-menu-panel">
        <div className="side-menu-header">
          <h2 id={`${id}-title`}>{i18n._("menu.title")}</h2>
          <button
            type="button"
            className="side-menu-close"
            popoverTarget={id}
            popoverTargetAction="hide"
            aria-label={i18n._("menu.close")}
            // Start where the visitor is: on the highlighted choice, else here.
            {...(hasActive ? null : AUTOFOCUS)}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label={i18n._("menu.categories")}>
          <h3 className="side-menu-group">{i18n._("menu.categories")}</h3>
          <ul className="side-menu-list">
            {categories.map((category) => (
              <li key={category}>
                <Link className="side-menu-link" {...linkProps(category)}>
                  {categoryName(i18n, category)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={i18n._("menu.genres")}>
          <h3 className="side-menu-group">{i18n._("menu.genres")}</h3>
          <ul className="side-menu-list">
            {genresOf(kind).map((genre) => (
              <li key={genre.id}>
                <Link className="side-menu-link" {...linkProps(String(genre.id))}>
                  <GenreIcon icon={genre.icon} />
                  {genreName(i18n, kind, genre.id)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Every filter at once, starting from this page's choice. */}
        <p className="side-menu-more">
          <Link className="side-menu-link" to={moreFilters}>
            <FilterIcon />
            {i18n._("discover.moreFilters")}
          </Link>
        </p>
      </div>
    </div>
  );
}
