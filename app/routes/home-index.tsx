import { HomeContent } from "~/components/home-content";

/**
 * At "/" the hero and rows are the page: their code comes with its first scripts, and the layout that renders
 * them (routes/home.tsx) takes them from here, to hydrate them with the rest of the page. Under a title overlay
 * they load after hydration instead.
 */
export const handle = { homeContent: HomeContent };

// The home page itself is the layout (home.tsx), which also offers the language suggestion; at "/" no overlay is
// open.
export default function HomeIndex() {
  return null;
}
