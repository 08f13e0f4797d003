import { useLingui } from "~/i18n/i18n";
import { usePublicConfig } from "~/lib/public-config";
import { LanguageSwitcher } from "./language-switcher";

/** `inert` while a modal overlay covers the page. */
export function SiteFooter({ inert = false }: { inert?: boolean }) {
  const { productName } = usePublicConfig();
  const { i18n } = useLingui();
  return (
    <footer className="site-footer" inert={inert || undefined}>
      <LanguageSwitcher />
      <p>{i18n._("footer.disclaimer", { product: productName })}</p>
      <p className="attribution">
        <span className="tmdb-badge" aria-hidden="true">
          TMDB
        </span>
        {i18n._("footer.attribution")}
      </p>
    </footer>
  );
}
