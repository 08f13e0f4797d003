import { useViewed } from "~/local/recently-viewed";
import { CollectionRow } from "./collection-row";

/**
 * The visitor's own Recently Viewed titles (spec §2: first on home, only when there are any). They live in
 * this browser, so the server and the first render show nothing and the row appears once hydrated.
 */
export function RecentlyViewedRow() {
  const viewed = useViewed();
  if (viewed.length === 0) return null;
  const items = viewed.map((entry) => ({
    id: entry.id,
    kind: entry.type,
    title: entry.title,
    posterPath: entry.poster_path,
  }));
  return <CollectionRow id="recently-viewed" title="Recently Viewed" items={items} />;
}
