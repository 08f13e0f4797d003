// The pages' Content-Security-Policy (docs/decisions/0008-security-headers.md). Scripts run only if the server
// rendered them with this response's nonce (and what those load); images from this site and the catalogue's
// image host; frames from this site and the configured players; nobody else may frame the site.

export interface PolicySources {
  /** Fresh per response: base64 of 16 random bytes. */
  nonce: string;
  /** Origins images load from besides this site (TMDB's image host). */
  imageOrigins: readonly string[];
  /** Origins the pages may frame, 'self' included (app/player/frame-policy.ts). */
  frameOrigins: readonly string[];
}

export function contentSecurityPolicy({ nonce, imageOrigins, frameOrigins }: PolicySources): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // 'strict-dynamic' trusts what a nonced script loads (the route chunks); browsers that know it ignore
    // 'self', which stays for those that do not.
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    // React's style attributes are inline styles; styles cannot run code, so this costs little.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...imageOrigins],
    ["connect-src", "'self'"],
    ["frame-src", ...frameOrigins],
    ["frame-ancestors", "'self'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The origin of an absolute image base URL; none for a path on this site (the demo's artwork). */
export function imageOrigins(imageBaseUrl: string): string[] {
  try {
    return [new URL(imageBaseUrl).origin];
  } catch {
    return [];
  }
}
