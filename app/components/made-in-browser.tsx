import { useLingui } from "~/i18n/i18n";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Each such page's words: [while its script comes, without JavaScript, empty title, empty help]. A page's class
 * prefix is its name: its notes are `{page}-note`, its empty state `{page}-empty`.
 */
const WORDS = {
  list: ["list.page.loading", "list.page.needsScript", "list.page.empty", "list.page.emptyHelp"],
  calendar: [
    "calendar.page.preparing",
    "calendar.page.needsScript",
    "calendar.empty.title",
    "calendar.empty.help",
  ],
} as const;

interface MadeInBrowserProps {
  page: keyof typeof WORDS;
  /** Whether, once hydrated, there is nothing to show: the page's empty state instead of its content. */
  empty: boolean;
  /** The empty state's ways on. */
  emptyActions: React.ReactNode;
  children: React.ReactNode;
}

/**
 * The body of a page made in the browser (My List, the calendar: what they show lives in this browser, so the
 * server cannot render it). The server's HTML and the first render say it is on its way and, without
 * JavaScript, that it needs it (the no-script stylesheet hides the first); once hydrated, the page's empty state
 * when it has nothing to show, else its content.
 */
export function MadeInBrowser({ page, empty, emptyActions, children }: MadeInBrowserProps) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const [waiting, needsScript, emptyTitle, emptyHelp] = WORDS[page];
  if (!hydrated) {
    return (
      <>
        <p className={`${page}-note needs-script`}>{i18n._(waiting)}</p>
        <noscript>
          <p className={`${page}-note`}>{i18n._(needsScript)}</p>
        </noscript>
      </>
    );
  }
  if (!empty) return children;
  return (
    <div className={`${page}-empty`}>
      <p className={`${page}-empty-title`}>{i18n._(emptyTitle)}</p>
      <p className={`${page}-note`}>{i18n._(emptyHelp)}</p>
      {emptyActions}
    </div>
  );
}
