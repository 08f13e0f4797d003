// @ts-check
// Which content codings a client takes, for the static files (static-files.mjs) and stored pages (cached-pages.mjs).

/**
 * Whether Accept-Encoding takes a content coding (gzip, br): named, or covered by `*`, with a q above 0.
 * @param {string | undefined} header
 * @param {"gzip" | "br"} coding
 */
export function acceptsEncoding(header, coding) {
  if (!header) return false;
  let named;
  let any;
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (name.trim() === coding) named = weight;
    else if (name.trim() === "*") any = weight;
  }
  return (named ?? any ?? 0) > 0;
}
