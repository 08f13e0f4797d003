import { preloadedLazy } from "~/lib/preloaded-lazy";
import type { HomeContentProps } from "./home-content";

/**
 * Home's hero and rows (home-content.tsx). Home's index route carries their code in its first scripts and hands
 * it over (routes/home-index.tsx); a title page (/movie/{id}, /series/{id}), where they sit inert under the
 * overlay, loads it once hydrated, so its first scripts are 2.5 kB gzip lighter (issue 28).
 */
export const homeContent = preloadedLazy<HomeContentProps>(() =>
  import("./home-content").then((module) => module.HomeContent),
);

// A navigation from another page to a title loads home's route module while the loaders run: start the hero and
// rows then too, so they are usually there when the page renders. (On a page's first load this module runs
// before hydration; the lazy component starts them when it renders.)
if (typeof document !== "undefined" && document.documentElement.hasAttribute("data-hydrated"))
  void homeContent.start();
