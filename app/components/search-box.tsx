import { useEffect, useId, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";
import { useLingui, useLocalize } from "~/i18n/i18n";
import { pathWithoutLanguage } from "~/i18n/languages";
import { KidsHiddenField, useLocalizedNavigate } from "~/i18n/link";
import { debounce } from "~/lib/debounce";
import { normaliseSearchQuery, SEARCH_DEBOUNCE_MS, searchNavigation } from "~/lib/search-query";
import { IconFrame } from "./icons";

// The top bar's search (spec §2): an icon that opens a text box; typing searches 500 ms after the last key.
// This ships in every page's first-load JavaScript, so it stays small and leans on the router for the rest.
// Without scripts (or before they run) it is a plain GET form: the closed box's icon submits it with no query,
// which opens /search with the box open and focused, and Enter there asks for /search?q=...
// (docs/decisions/0018-works-without-javascript.md).

export function SearchBox() {
  const location = useLocation();
  const navigate = useLocalizedNavigate();
  const localize = useLocalize();
  const { i18n } = useLingui();
  const currentQuery =
    pathWithoutLanguage(location.pathname) === "/search"
      ? normaliseSearchQuery(new URLSearchParams(location.search).get("q"))
      : null;
  const [open, setOpen] = useState(currentQuery !== null);
  const [text, setText] = useState(currentQuery ?? "");
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  // The debounced call reads the page shown when it fires, not the one shown when the key was pressed.
  const shownQuery = useRef(currentQuery);
  shownQuery.current = currentQuery;
  const search = useMemo(
    () =>
      debounce((value: string) => {
        const target = searchNavigation(value, shownQuery.current);
        if (target) navigate(target.to, { replace: target.replace });
      }, SEARCH_DEBOUNCE_MS),
    [navigate],
  );
  useEffect(() => search.cancel, [search]);

  // Back, Forward and links change the page under the box: show that page's query. While the visitor is
  // typing, their text wins over a URL that is catching up with it.
  useEffect(() => {
    if (document.activeElement === inputRef.current) return;
    setText(currentQuery ?? "");
    setOpen(currentQuery !== null);
  }, [currentQuery]);

  // Text typed before hydration (the search page's box has focus from the first paint) is the visitor's: React
  // leaves it while hydrating but would put `text` back on the next render. Keep it, and search as typing does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed && typed !== text) {
      setText(typed);
      search(typed);
    }
  }, []);

  const close = () => {
    search.cancel();
    setOpen(false);
    setText(shownQuery.current ?? "");
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  return (
    <search className="search-landmark">
      <form
        ref={formRef}
        // The search page in the page's language, also for the form sent without scripts.
        action={localize("/search")}
        className={open ? "search-box is-open" : "search-box"}
        onSubmit={(event) => {
          // Enter searches at once instead of waiting for the debounce.
          event.preventDefault();
          search.cancel();
          const target = searchNavigation(text, currentQuery);
          if (target) navigate(target.to, { replace: target.replace });
        }}
      >
        <KidsHiddenField />
        <button
          ref={toggleRef}
          // Closed, the icon is the form's submit button, so it works before and without scripts.
          type={open ? "button" : "submit"}
          className="search-toggle"
          aria-label={i18n._("search.box.open")}
          aria-expanded={open}
          aria-controls={inputId}
          onClick={(event) => {
            event.preventDefault();
            // Focus inside the click itself: phones only raise the keyboard for focus given during a tap.
            flushSync(() => setOpen(true));
            inputRef.current?.focus();
          }}
        >
          <IconFrame>
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </IconFrame>
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          {i18n._("search.box.label")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          // Only the open box sends its text: the closed icon's submit asks for the empty search page.
          name={open ? "q" : undefined}
          // type="search" in a form with an action already gives phones a Search key (no enterKeyHint).
          type="search"
          className="search-input"
          placeholder={i18n._("search.box.placeholder")}
          autoComplete="off"
          maxLength={400}
          hidden={!open}
          // biome-ignore lint/a11y/noAutofocus: only on /search with no query, the page the visitor opened to type in (the search icon leads there without scripts)
          autoFocus={currentQuery === ""}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Text still being composed with an input method (Japanese kana before it becomes kanji) is not
            // what the visitor means yet: it is searched once composed (onCompositionEnd).
            if ((event.nativeEvent as InputEvent).isComposing) return;
            search(event.target.value);
          }}
          onCompositionEnd={(event) => search(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            // Escape closes the box (rather than the browser's clearing of a search field).
            event.preventDefault();
            close();
            toggleRef.current?.focus();
          }}
        />
      </form>
    </search>
  );
}
