import { getCatalogue } from "~/catalogue/catalogue.server";
import { isCatalogueError } from "~/catalogue/catalogue-error";
import { regionOf } from "~/i18n/request-language.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { catalogueFailureHeaders } from "~/lib/catalogue-failure";
import { isUnratedCertification } from "~/lib/kids-limit";
import type { Route } from "./+types/api.certifications";

// GET /api/certifications[?region=XX]: the age certifications a kids' profile's limit is chosen from (the
// profile form, app/components/profiles/), as {region, regions, certifications}: the region's movie
// certifications from least to most restrictive, as TMDB's certification list spells them, and every region
// that has a list. Without ?region the visitor's own, from Accept-Language as Discover does.

export async function loader({ request, url }: Route.LoaderArgs) {
  const asked = url.searchParams.get("region");
  const named = asked !== null && /^[A-Z]{2}$/.test(asked);
  const region = named ? asked : regionOf(request, url);
  try {
    const byCountry = await getCatalogue().listCertifications("movie");
    const headers = new Headers({ "Cache-Control": CACHE_CONTROL.list });
    if (!named) headers.set("Vary", "Accept-Language");
    return Response.json(
      {
        region,
        regions: Object.keys(byCountry).filter((code) => /^[A-Z]{2}$/.test(code)),
        certifications: (byCountry[region] ?? [])
          .filter((item) => !isUnratedCertification(item))
          .map((item) => item.certification),
      },
      { headers },
    );
  } catch (error) {
    if (!isCatalogueError(error)) throw error;
    return Response.json(
      { error: "The catalogue did not answer" },
      { status: error.status, headers: catalogueFailureHeaders(error) },
    );
  }
}
