import { useEffect, useState } from "react";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";

/** What a title or watch page over a kids' limit hands its component: the limit's certification as named. */
export interface KidsUnavailableData {
  unavailable: { rating: string };
}

export interface KidsUnavailableProps {
  rating: string;
  headingId: string;
}

/**
 * A title or watch page over the page's kids' limit, typed or shared included: says so in words a child can
 * read, with no player and nothing of the title, and a way back to the kids' home (the site's links keep the
 * limit). The server does not know the profile's name, so the heading names the limit; the browser may put
 * the profile's name in after hydration (the heading carries data-kids-unavailable for that).
 */
export function KidsUnavailable({ rating, headingId }: KidsUnavailableProps) {
  const { i18n } = useLingui();
  // The browser knows whose profile this is: after hydration (the server's words until then), a kids'
  // profile's name instead of the limit. The profiles' code loads only here, so that the title and watch pages'
  // first scripts do not carry even a reference to it.
  const [profile, setProfile] = useState<string | null>(null);
  useEffect(() => {
    void import("~/local/profiles").then(({ currentProfile, loadHousehold }) => {
      const current = currentProfile(loadHousehold());
      if (current?.kids) setProfile(current.name);
    });
  }, []);
  return (
    <div className="title-overlay-message kids-unavailable">
      <h2 id={headingId} tabIndex={-1} data-kids-unavailable={rating}>
        {profile === null
          ? i18n._("kids.unavailable.heading", { certification: rating })
          : i18n._("kids.unavailable.headingProfile", { profile })}
      </h2>
      <p>{i18n._("kids.unavailable.message")}</p>
      <p className="title-overlay-message-actions">
        <Link className="button button-primary" to="/">
          {i18n._("title.backHome")}
        </Link>
      </p>
    </div>
  );
}
