import { usePublicConfig } from "~/lib/public-config";

/** `inert` while a modal overlay covers the page. */
export function SiteFooter({ inert = false }: { inert?: boolean }) {
  const { productName } = usePublicConfig();
  return (
    <footer className="site-footer" inert={inert || undefined}>
      <p>
        {productName} is the only official site of its name. Beware of fake copies that imitate it.{" "}
        {productName} does not store any media files on its servers; it only links to content provided by
        third parties.
      </p>
      <p className="attribution">
        <span className="tmdb-badge" aria-hidden="true">
          TMDB
        </span>
        This product uses the TMDB API but is not endorsed or certified by TMDB.
      </p>
    </footer>
  );
}
