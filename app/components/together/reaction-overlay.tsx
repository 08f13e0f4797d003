import type { RoomView } from "~/together/room-state";
import { useTicking } from "./use-room";

/** How long a reaction stays over the player, in ms (together.css's animation lasts as long). */
export const REACTION_SHOWN_FOR = 4000;

function spread(id: string): number {
  let sum = 0;
  for (let index = 0; index < id.length; index++) sum = (sum * 31 + id.charCodeAt(index)) % 9973;
  return sum;
}

/**
 * The room's latest reactions, floating up over the player for a few seconds, each with who sent it. Only
 * decoration for the eyes: the chat is what a screen reader follows.
 */
export function ReactionOverlay({ view }: { view: RoomView }) {
  const now = Date.now();
  const shown = view.reactions.filter((reaction) => now - reaction.at < REACTION_SHOWN_FOR);
  // Drawn again while some are showing, so that they go when their time is up.
  useTicking(shown.length > 0, 500);
  return (
    <ul className="together-floats" aria-hidden="true">
      {shown.map((reaction) => (
        <li
          key={reaction.id}
          className="together-float"
          // Spread along the bottom edge, so that several at once do not cover each other; by the reaction's
          // id, so that each keeps its place while others come and go.
          style={{ insetInlineStart: `${8 + (spread(reaction.id) % 70)}%` }}
        >
          <span className="together-float-emoji">{reaction.emoji}</span>
          <bdi className="together-float-name">
            {view.members.find((member) => member.id === reaction.from)?.name ?? ""}
          </bdi>
        </li>
      ))}
    </ul>
  );
}
