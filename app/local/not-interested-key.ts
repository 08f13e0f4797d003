// The key of Discover's "Not interested" document (not-interested.ts), apart from its code: Discover's first load
// subscribes to it and loads that code only after the page is interactive.

export const NOT_INTERESTED_KEY = "not_interested";
