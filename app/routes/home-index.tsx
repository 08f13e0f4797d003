import { lazy, Suspense } from "react";
import { HomeContent } from "~/components/home-content";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * At "/" the hero and rows are the page: their code comes with its first scripts, and the layout that renders
 * them (routes/home.tsx) takes them from here, to hydrate them with the rest of the page. Under a title overlay
 * they load after hydration instead (issue 28).
 */
export const handle = { homeContent: HomeContent };

// The language suggestion is worked out in the browser and shown over the page's foot (nothing moves), so its
// code loads after hydration instead of with the page's first scripts (home's budget, decision 0025).
const LanguageBanner = lazy(() => import("~/components/language-banner"));

// The home page itself is the layout (home.tsx); at "/" no overlay is open. Home is where a visitor whose
// browser asks for another of the site's languages is offered it (issue 18).
export default function HomeIndex() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LanguageBanner />
    </Suspense>
  ) : null;
}
