import { renderDemoImage } from "~/demo/artwork-raster.server";
import type { Route } from "./+types/demo-image";

// The demo catalogue's generated artwork, served under TMDB's image path scheme: /{size}/{file}. The server adds
// the ETag (server/etag.mjs).
export async function loader({ params }: Route.LoaderArgs) {
  const image = await renderDemoImage(params.size, params.file);
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(image.body, {
    headers: {
      "Content-Type": image.contentType,
      // Generated deterministically from the file name, so the same URL always holds the same picture.
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
