import { Link } from "~/i18n/link";
import { lastReachablePage, pagingTargets } from "~/lib/explore-params";

interface PagingProps {
  page: number;
  totalPages: number;
  /** The URL of a page, keeping whatever else the page's query carries (g on explore pages). */
  hrefFor: (page: number) => string;
}

/**
 * PREV, the page number, NEXT (spec §2). Where a step would stay on the same page (spec §4: PREV on page 1,
 * NEXT on the last page or when there are no pages) the control is shown disabled rather than as a link
 * that goes nowhere.
 */
export function Paging({ page, totalPages, hrefFor }: PagingProps) {
  const { previous, next } = pagingTargets(page, totalPages);
  const last = lastReachablePage(totalPages);
  return (
    <nav className="paging" aria-label="Pages">
      <StepLink label="PREV" target={previous} hrefFor={hrefFor} />
      <p className="paging-current">
        Page <span className="paging-number">{page}</span>
        {last > 0 ? ` of ${last}` : null}
      </p>
      <StepLink label="NEXT" target={next} hrefFor={hrefFor} />
    </nav>
  );
}

function StepLink({
  label,
  target,
  hrefFor,
}: {
  label: string;
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
    <Link
      className="paging-step"
      to={hrefFor(target)}
      preventScrollReset
      rel={label === "NEXT" ? "next" : "prev"}
    >
      {label}
    </Link>
  );
}
