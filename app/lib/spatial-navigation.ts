// Keyboard and TV remote navigation (docs/decisions/0019-spatial-navigation.md): the arrow keys move
// focus to the nearest focusable thing that way, as a remote's D-pad does, and Backspace (or a remote's Back key)
// goes back. Loaded on the first such key press (remote-keys.ts), never in a page's first load.

import { ARROW_DIRECTIONS, type Direction, pickTarget, type Rect } from "./spatial-geometry";

/** What can take focus. Each match is then checked for being shown, enabled and reachable (`reachable`). */
const FOCUSABLE =
  "a[href], button, input:not([type=hidden]), select, textarea, iframe, summary, [tabindex], [contenteditable]";

/**
 * Focusable but not a stop for the arrows: a card's own actions (play, My List, details, remove), which sit over
 * its poster, so a card is one stop as on a TV app (Enter opens it; Tab still reaches the actions), and the
 * row's scroll arrows, which moving focus along the row makes needless; and a player frame that does not pass
 * its keys back (player-frame.tsx): keys pressed in a frame never reach the page, so a remote could not leave it;
 * and the skip link, kept above the page until Tab focuses it.
 */
const NOT_A_STOP = ".media-card-actions, .row-arrow, iframe:not([data-remote-keys]), .skip-link";

/**
 * The sticky top bar stays on screen over the page, so it is always "above": Up goes there only from the top of
 * the page (where nothing else is above), as a TV app's menu is reached by going up past the first row.
 */
const TOP_BAR = ".top-bar";

/** Widgets that use the arrow keys themselves: the arrows are theirs, wherever in them focus is. */
const OWNS_ARROWS =
  "select, textarea, video, audio, [role=tablist], [role=radiogroup], [role=menu], [role=menubar], " +
  "[role=listbox], [role=slider], [role=spinbutton], [role=grid], [role=tree], [role=combobox]";

/** Input types where the arrow keys mean nothing, so they can move focus. */
const PLAIN_INPUTS = new Set(["button", "submit", "reset", "image", "checkbox", "color", "file"]);

/** Single-line text fields: Left and Right move the caret, but Up and Down mean nothing there on most systems. */
const TEXT_INPUTS = new Set(["text", "search", "email", "url", "tel", "password"]);

/** A TV remote's Back key as browsers name it (webOS sends 461, Tizen 10009 with no key name). */
const BACK_KEYS = new Set(["Backspace", "GoBack"]);
const BACK_KEY_CODES = new Set([461, 10009]);

let started = false;

/**
 * Installs the listener and carries out, in order, the keys pressed while this module loaded (remote-keys.ts).
 * Their default actions could not wait for the module: remote-keys.ts prevented them where this module would act
 * (an arrow on a link or button), so `handledElsewhere` tells a widget's own handling (the overlay's Escape) from
 * that. Each key acts on the focus the one before it left.
 */
export default function startSpatialNavigation(
  pending: readonly KeyboardEvent[],
  handledElsewhere: (event: KeyboardEvent) => boolean,
): void {
  if (started) return;
  started = true;
  document.addEventListener("keydown", (event) => {
    // A widget that handled the key itself (the overlay's Escape, a slider) has the last word.
    if (!event.defaultPrevented) onKeyDown(event);
  });
  for (const event of pending) {
    if (!handledElsewhere(event)) onKeyDown(event);
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.isComposing) return;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const direction = ARROW_DIRECTIONS[event.key];
  if (direction) {
    if (active && keepsArrow(active, direction)) return;
    const target = nextFocus(active, direction);
    if (!target) return; // Nothing that way: the key keeps its own meaning (the page scrolls).
    event.preventDefault();
    moveFocus(target);
    return;
  }
  if (BACK_KEYS.has(event.key) || BACK_KEY_CODES.has(event.keyCode)) {
    if (active && isEditable(active)) return;
    event.preventDefault();
    goBack();
    return;
  }
  // Escape closes dialogs and popovers by itself; on a page that names its way back (the watch page, which
  // fills the screen) it leaves, as it leaves full screen.
  if (event.key === "Escape" && !openLayer() && document.querySelector(BACK_LINK)) {
    event.preventDefault();
    goBack();
  }
}

/** Whether the focused element uses this arrow key itself. */
export function keepsArrow(element: HTMLElement, direction: Direction): boolean {
  if (element.isContentEditable) return true;
  if (element instanceof HTMLInputElement) {
    if (PLAIN_INPUTS.has(element.type)) return false;
    // A text field keeps Left and Right for its caret; Up and Down leave it (a remote has no Tab key), unless
    // it offers suggestions the arrows walk through.
    if (TEXT_INPUTS.has(element.type)) {
      return direction === "left" || direction === "right" || element.list !== null;
    }
    return true; // radio, range, number, date and time fields all step with the arrows.
  }
  return element.closest(OWNS_ARROWS) !== null;
}

/** Where Backspace edits text. (On a select it does nothing, so there it goes back: a remote's way out.) */
function isEditable(element: HTMLElement): boolean {
  return element.isContentEditable || element.matches("input, textarea");
}

/** The element the arrow moves to, or null. Inside an open modal dialog only what is in it is considered. */
function nextFocus(active: HTMLElement | null, direction: Direction): HTMLElement | null {
  const scope = openLayer(active) ?? document.body;
  const fromElement = active && scope.contains(active) && isStartingPoint(active) ? active : null;
  const candidates = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element !== fromElement && reachable(element, fromElement),
  );
  // Nothing focused (or focus on the page's main area after a dialog closed): start from the screen's edge,
  // and only at what is on screen, so the first press lands where the visitor is looking.
  const rightToLeft = getComputedStyle(document.documentElement).direction === "rtl";
  const from = fromElement ? fromElement.getBoundingClientRect() : screenEdge(direction, rightToLeft);
  const measured: { element: HTMLElement; rect: Rect }[] = [];
  for (const element of candidates) {
    const rect = visibleRect(element, direction);
    if (rect && (fromElement || onScreen(rect))) measured.push({ element, rect });
  }
  const pick = (among: typeof measured) =>
    among[
      pickTarget(
        from,
        among.map(({ rect }) => rect),
        direction,
        rightToLeft,
      )
    ]?.element ?? null;
  // First choice: what lets the next arrow go on. A field that keeps this arrow (the season select, a number
  // field) is reached only when nothing else lies that way, e.g. along its own line, so a remote moving down a
  // page never lands in one by chance. Up reaches the top bar last (TOP_BAR).
  const inPage = ({ element }: (typeof measured)[number]) =>
    direction !== "up" || Boolean(fromElement?.closest(TOP_BAR)) || !element.closest(TOP_BAR);
  const free = (candidate: (typeof measured)[number]) =>
    inPage(candidate) && !keepsArrow(candidate.element, direction);
  return pick(measured.filter(free)) ?? pick(measured.filter(inPage)) ?? pick(measured);
}

/**
 * The open layer focus must stay in: a modal dialog (the title overlay, also when the server sent it open and made
 * everything behind it inert rather than modal), or a popover the focus is in (a menu).
 */
function openLayer(active: Element | null = document.activeElement): HTMLElement | null {
  // Every dialog of the site is modal (the title overlay, the side menu).
  const dialog = document.querySelector<HTMLElement>("dialog[open]");
  if (dialog) return dialog;
  try {
    return active?.closest<HTMLElement>(":popover-open") ?? null;
  } catch {
    return null; // A browser without popovers has none open.
  }
}

/** Focus on something the visitor moves from: not the page itself, nor a landing area larger than the screen. */
function isStartingPoint(element: HTMLElement): boolean {
  if (element === document.body || element === document.documentElement) return false;
  return element.getBoundingClientRect().height < window.innerHeight;
}

function reachable(element: HTMLElement, from: HTMLElement | null): boolean {
  if (element.tabIndex < 0 || element.matches(":disabled") || element.closest("[inert]")) return false;
  // A card's own actions are stops only for a visitor already among them (reached with Tab).
  const group = element.closest(NOT_A_STOP);
  if (group && !(from && group.contains(from))) return false;
  // checkVisibility also sees through closed <details> and visibility: hidden; older TV browsers lack it.
  return element.checkVisibility
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;
}

/**
 * Where the element is, for the arrows. Moving along a row (Left, Right) counts the cards scrolled out of view,
 * since focusing one scrolls it in; moving between rows counts only the part a row shows, so Down lands on a card
 * the visitor can see, in line with the one above. Null when the row hides it entirely.
 */
function visibleRect(element: HTMLElement, direction: Direction): Rect | null {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  if (direction === "left" || direction === "right") return rect;
  const row = element.closest(".row-track");
  if (!row) return rect;
  const shown = row.getBoundingClientRect();
  const left = Math.max(rect.left, shown.left);
  const right = Math.min(rect.right, shown.right);
  return right - left < 1 ? null : { left, right, top: rect.top, bottom: rect.bottom };
}

/**
 * Where the arrow starts from when nothing is focused: Down from the screen's top corner where reading starts
 * (the left, the right in right-to-left text), Up from the bottom one on that side, Left and Right from a side.
 */
function screenEdge(direction: Direction, rightToLeft: boolean): Rect {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const start = rightToLeft ? { left: width - 1, right: width } : { left: 0, right: 1 };
  if (direction === "down") return { ...start, top: -1, bottom: 0 };
  if (direction === "up") return { ...start, top: height, bottom: height + 1 };
  if (direction === "right") return { left: -1, right: 0, top: 0, bottom: height };
  return { left: width, right: width + 1, top: 0, bottom: height };
}

function onScreen(rect: Rect): boolean {
  return rect.bottom > 0 && rect.top < window.innerHeight && rect.right > 0 && rect.left < window.innerWidth;
}

/**
 * Focus without the browser's own scrolling (which centres), then the least scrolling that shows the element:
 * a card off the side of its row comes in at the row's edge, a row below comes up just enough. The sticky top
 * bar and the focus ring are kept clear by scroll-padding and scroll-margin in the stylesheet.
 */
function moveFocus(target: HTMLElement): void {
  target.focus({ preventScroll: true });
  // The top bar is always on screen; scrolling "to" it would only move the page by the scroll-padding. A card or
  // an episode brings its whole list item: the label under a poster, the ring round an episode's row.
  if (!target.closest(TOP_BAR))
    (target.closest("li") ?? target).scrollIntoView({ block: "nearest", inline: "nearest" });
}

/** The link a page names as its way back (the watch page's back arrow). */
const BACK_LINK = "[data-remote-back]";

/**
 * Back, as a remote's Back key does: an open dialog closes the way Escape closes it (the title overlay then
 * returns focus to the card that opened it), an open popover closes, and otherwise the browser goes back, or,
 * on a page opened directly (no earlier page of the site in this tab), follows the page's own back link.
 */
function goBack(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
  if (dialog) {
    // Before hydration (root.tsx marks <html data-hydrated>) the overlay the server sent has no handler yet: its
    // Close link and Escape work as they do then, and closing it here would leave the page behind inert.
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    // The dialog's own `cancel` handler (overlay-dialog.tsx) closes it by navigation; a dialog without one
    // just closes.
    if (dialog.dispatchEvent(new Event("cancel", { cancelable: true }))) dialog.close();
    return;
  }
  const popover = openLayer();
  if (popover) {
    popover.hidePopover();
    return;
  }
  // React Router numbers its history entries in history.state.idx; 0 is the first page of the site in this tab.
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  const backLink = document.querySelector<HTMLElement>(BACK_LINK);
  if (index === 0 && backLink) backLink.click();
  else window.history.back();
}
