import { useEffect, useState } from "react";
import { NAV_LINKS } from "~/data/nav-links";
import { useLingui } from "~/i18n/i18n";
import { Link, NavLink } from "~/i18n/link";
import { usePublicConfig } from "~/lib/public-config";
import { CompassIcon, FilmIcon, ListIcon, PeopleIcon, TvIcon } from "./icons";
import { ProfilesGate } from "./profiles/profiles-gate";
import { SearchBox } from "./search-box";

const ICONS = {
  film: FilmIcon,
  tv: TvIcon,
  compass: CompassIcon,
  people: PeopleIcon,
  list: ListIcon,
} as const;

/** Spec §2, §9: the bar changes style once the page is scrolled by more than 0 px. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

/** `inert` while a modal overlay covers the page. */
export function TopBar({ inert = false }: { inert?: boolean }) {
  const { productName } = usePublicConfig();
  const scrolled = useScrolled();
  const { i18n } = useLingui();
  return (
    <header className={scrolled ? "top-bar scrolled" : "top-bar"} inert={inert || undefined}>
      <a className="skip-link" href="#main">
        {i18n._("nav.skip")}
      </a>
      <Link to="/" className="logo" aria-label={i18n._("nav.home", { product: productName })}>
        {productName}
      </Link>
      <nav aria-label={i18n._("nav.main")}>
        <ul className="nav-links">
          {NAV_LINKS.map((link) => {
            const Icon = link.icon ? ICONS[link.icon] : null;
            const label = i18n._(link.label);
            return (
              <li key={link.to} className={Icon ? "has-icon" : undefined}>
                <NavLink to={link.to} end={link.to === "/"} aria-label={label}>
                  {Icon ? (
                    <span className="nav-icon">
                      <Icon />
                    </span>
                  ) : null}
                  <span className="nav-label">{label}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <SearchBox />
      <ProfilesGate />
    </header>
  );
}
