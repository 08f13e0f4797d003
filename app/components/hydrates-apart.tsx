import { type ReactNode, Suspense } from "react";

/**
 * A large part of a page that React hydrates on its own, after the rest (issue 28): a grid of cards, Discover's
 * filters, a series' episodes. Hydrating a page is one long job on a phone; with its large parts apart, the page
 * as a whole is hydrated, and marks itself interactive (root.tsx), once the rest is, and these parts follow in
 * small slices of idle time. Their code is already there: this is not `hydrateLater`, whose code is still loading.
 *
 * Nothing is lost meanwhile. React hydrates a part that is still the server's HTML at once when a tap, click,
 * key or change reaches it, and then delivers that event: a tap in the meantime does what it says. A tap made
 * before the page was interactive is carried out by early-taps.ts, which first has the part hydrated.
 *
 * It is a <Suspense> boundary: the server writes its part in place (nothing in it suspends), and React hydrates
 * a boundary it finds complete in the HTML at the lowest priority, after the page's own commit.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
