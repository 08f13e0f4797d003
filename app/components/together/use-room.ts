import { useEffect, useReducer } from "react";
import type { RoomClient, RoomStatus } from "~/together/room-client";
import type { RoomView } from "~/together/room-state";

/**
 * The room as the panel shows it, drawn again whenever the room changes (a message, a member, the connection's
 * status). Read straight from the client on each render, so that status and view never disagree.
 */
export function useRoom(client: RoomClient): { view: RoomView; status: RoomStatus } {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => client.subscribe(redraw), [client]);
  return { view: client.view(), status: client.status };
}

/** Draws again every `ms` while `on`: for what moves with time (positions, a countdown, reactions fading). */
export function useTicking(on: boolean, ms: number): void {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!on) return;
    const timer = window.setInterval(redraw, ms);
    return () => window.clearInterval(timer);
  }, [on, ms]);
}
