import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";

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
