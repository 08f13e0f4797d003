// The demo player's source name (sources.ts), alone in its module so that the watch page's browser code can
// recognise the site's own player without loading the provider configuration's parser.

/** Also the key the watch page remembers the source by; the page shows it in the visitor's language. */
export const DEMO_PLAYER_NAME = "Demo player";
