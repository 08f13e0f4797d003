// @ts-check
// Headers every response carries, static assets included (docs/decisions/0008-security-headers.md). The page
// Content-Security-Policy with its per-response nonce is set by app/entry.server.tsx; the one here is the
// fallback for everything else (JSON, the demo artwork, assets), which should never run scripts or be framed.

/** Two years, subdomains too: what hstspreload.org asks for. Sent only over HTTPS (browsers ignore it on http). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * Powerful features nobody on this site needs are switched off for the page and every frame in it. Fullscreen,
 * autoplay, encrypted-media and picture-in-picture are left at their defaults ('self'), so the player frames'
 * `allow` attribute can still hand them on. Only features Chromium recognises: an unknown one logs an error.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

/**
 * For responses that are not pages: no scripts, no plugins, inline styles only. It matters to what a browser may
 * open as a document of its own: JSON, and SVG (the favicon, and the demo artwork's old .svg names; the WebP
 * artwork the demo hands out now runs nothing either way).
 */
export const FALLBACK_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

/** @type {Readonly<Record<string, string>>} */
export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  // No window we open, and none that opens us, may reach into this one (no sign-in pop-ups here to break).
  "Cross-Origin-Opener-Policy": "same-origin",
  // frame-ancestors 'self' says the same to every current browser; this is for the ones that predate it.
  "X-Frame-Options": "SAMEORIGIN",
  "Content-Security-Policy": FALLBACK_CONTENT_SECURITY_POLICY,
};

/**
 * Sets the site-wide headers before anything else answers; a page's own Content-Security-Policy replaces the
 * fallback one when the page is written.
 * @param {import("node:http").ServerResponse} res
 * @param {{ https: boolean }} options
 */
export function setSecurityHeaders(res, { https }) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (https) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
}
