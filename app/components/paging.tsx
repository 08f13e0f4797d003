import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { lastReachablePage, pagingTargets } from "~/lib/page-number";

interface PagingProps {
  page: number;
  totalPages: number;
  /** The URL of a page, keeping whatever else the page's query carries (g on explore pages). */
  hrefFor: (page: number) => string;
}

/** Stands for the page number in the message, so the number can be put in as an element of its own. */
const PAGE = "\u0000";

/**
 * PREV, the page number, NEXT (spec §2). Where a step would stay on the same page (spec §4: PREV on page 1,
 * NEXT on the last page or when there are no pages) the control is shown disabled rather than as a link
 * that goes nowhere.
 */
export function Paging({ page, totalPages, hrefFor }: PagingProps) {
  const { i18n } = useLingui();
  const { previous, next } = pagingTargets(page, totalPages);
  const last = lastReachablePage(totalPages);
  // "Page 3 of 79" in the page's language and digits, with the current number marked up wherever it goes.
  const [before, after] = (
    last > 0
      ? i18n._("paging.currentOf", { page: PAGE, last: i18n.number(last) })
      : i18n._("paging.current", { page: PAGE })
  ).split(PAGE);
  return (
    <nav className="paging" aria-label={i18n._("paging.label")}>
      <StepLink label={i18n._("paging.previous")} rel="prev" target={previous} hrefFor={hrefFor} />
      <p className="paging-current">
        {before}
        <span className="paging-number">{i18n.number(page)}</span>
        {after}
      </p>
      <StepLink label={i18n._("paging.next")} rel="next" target={next} hrefFor={hrefFor} />
    </nav>
  );
}

function StepLink({
  label,
  rel,
  target,
  hrefFor,
}: {
  label: string;
  rel: "prev" | "next";
  target: number | null;
  hrefFor: (page: number) => string;
}) {
  if (target === null) {
    // A link without href is inert; role and aria-disabled keep it announced as a disabled link.
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link, deliberately without href (ARIA disabled link pattern)
      <a className="paging-step" role="link" aria-disabled="true">
        {label}
      </a>
    );
  }
  return (
    // The page scrolls to the top smoothly itself (spec §2), so the router's instant reset is turned off.
    <Link className="paging-step" to={hrefFor(target)} preventScrollReset rel={rel}>
      {label}
    </Link>
  );
}
