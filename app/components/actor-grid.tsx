// A large part hydrated apart, after the rest of the page (docs/decisions/0036-parts-hydrated-apart.md).
import { Suspense as HydratesApart } from "react";
import type { ActorCardFields } from "~/catalogue/actors.server";
import { ActorCard } from "./actor-card";

/** The actor pages' grid: the same responsive columns as the poster grids (DESIGN.md). */
export function ActorGrid({ actors, label }: { actors: ActorCardFields[]; label: string }) {
  return (
    <HydratesApart>
      <ul className="card-grid actor-grid" aria-label={label}>
        {actors.map((actor, index) => (
          <li key={actor.id}>
            {/* A phone's first screen shows four; a wider one's six come from the CSS (app.css). */}
            <ActorCard actor={actor} eager={index < 4} />
          </li>
        ))}
      </ul>
    </HydratesApart>
  );
}
