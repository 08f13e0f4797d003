import { isRouteErrorResponse } from "react-router";

/**
 * The server loader's answer, or `fallback()` when the browser could not get it (the connection dropped, a
 * proxy answered with its own error page). Used by pages whose spec asks for their own error text rather than
 * the site's error page (spec §4, §8). Answers the server gave on purpose (a 404, a redirect) pass through.
 */
export async function serverDataOr<T, F>(serverLoader: () => Promise<T>, fallback: () => F): Promise<T | F> {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) || error instanceof Response) throw error;
    return fallback();
  }
}
