import type { ActorCardFields } from "~/catalogue/actors.server";
import { ActorCard } from "./actor-card";
import { HydratesApart } from "./hydrates-apart";

/** The actor pages' grid: the same responsive columns as the poster grids (DESIGN.md). */
export function ActorGrid({ actors, label }: { actors: ActorCardFields[]; label: string }) {
  return (
    <HydratesApart>
      <ul className="card-grid actor-grid" aria-label={label}>
        {actors.map((actor, index) => (
          <li key={actor.id}>
            <ActorCard actor={actor} eager={index < 6} />
          </li>
        ))}
      </ul>
    </HydratesApart>
  );
}
