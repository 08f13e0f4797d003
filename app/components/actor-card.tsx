import type { ActorCardFields } from "~/catalogue/actors.server";
import { PROFILE_SIZES } from "~/catalogue/images";
import { useLingui } from "~/i18n/i18n";
import { Link } from "~/i18n/link";
import { moviesByActorHref } from "~/lib/actor-params";
import { initialsOf } from "~/lib/initials";
import { useCatalogueImage } from "./use-catalogue-image";

interface ActorCardProps {
  actor: ActorCardFields;
  /** Cards on the first screenful load their photos at once; the rest lazily. */
  eager?: boolean;
}

/**
 * An actor in a grid (spec §2): photo, or their initials when there is none, name, and 'Known For Starring In:'
 * with their known titles. The name is the link to their movies; it stretches over the whole card, so the
 * card is one click target with a short accessible name.
 */
export function ActorCard({ actor, eager = false }: ActorCardProps) {
  const { i18n } = useLingui();
  const image = useCatalogueImage(
    actor.profilePath,
    PROFILE_SIZES,
    "(max-width: 480px) 45vw, 200px",
    200,
    300,
  );
  return (
    <article className="actor-card">
      <div className="actor-photo">
        {image ? (
          <img {...image} alt="" loading={eager ? "eager" : "lazy"} decoding="async" />
        ) : (
          <span className="actor-initials" aria-hidden="true">
            {initialsOf(actor.name)}
          </span>
        )}
      </div>
      <p className="actor-name">
        <Link className="actor-link" to={moviesByActorHref(actor.id)} prefetch="intent">
          {actor.name}
        </Link>
      </p>
      {actor.knownFor.length > 0 ? (
        <p className="actor-known-for">
          <span className="actor-known-for-label">{i18n._("actor.knownFor")}</span>{" "}
          {/* Joined with the language's comma ("A, B, C"; "A、B、C"; "A، B، C"), without an "and". Not
              Intl.ListFormat's unit lists: they join Japanese titles with bare spaces ("A B C", unreadable when a
              title falls back to English) and put an "and" in French, German, Portuguese and Arabic. */}
          {actor.knownFor.join(i18n._("actor.knownForSeparator"))}
        </p>
      ) : null}
    </article>
  );
}
