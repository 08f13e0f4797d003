// What the site's error page says for each status (the root error boundary). The catalogue's own failures
// get their own words, so a visitor can tell "this page does not exist" from "come back in a moment".

export interface ErrorCopy {
  /** The page heading, also the tab title. */
  heading: string;
  message: string;
  /** Whether asking again may help: offers "Try again" (a link to the same URL). */
  retry: boolean;
}

export function errorCopy(status: number | null): ErrorCopy {
  if (status === 404) {
    return {
      heading: "Page not found",
      message: "We could not find that page. It may have moved, or the link may be wrong.",
      retry: false,
    };
  }
  if (status === 451) {
    // A takedown (BLOCKED_TITLES_FILE): said plainly, with nothing to retry.
    return {
      heading: "Not available",
      message: "This title is not available here for legal reasons.",
      retry: false,
    };
  }
  if (status === 429) {
    return {
      heading: "The catalogue is busy",
      message: "The movie catalogue is getting too many requests right now. Please try again in a moment.",
      retry: true,
    };
  }
  if (status === 502 || status === 503 || status === 504) {
    return {
      heading: "The catalogue is unavailable",
      message: "We could not reach the movie catalogue just now. Please try again in a moment.",
      retry: true,
    };
  }
  return {
    heading: "Something went wrong",
    message: "This page could not be shown. Please try again in a moment.",
    retry: true,
  };
}
