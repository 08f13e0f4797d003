import { describe, expect, it } from "vitest";
import { loader } from "./api.certifications";

// The certifications a kids' profile's limit is chosen from, against the demo catalogue, as the form asks.

async function get(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { headers });
  const response = await loader({ request, url: new URL(request.url), params: {}, context: {} } as never);
  return { status: response.status, vary: response.headers.get("vary"), body: await response.json() };
}

describe("GET /api/certifications", () => {
  it("answers the visitor's region from Accept-Language, least restrictive first, and varies on it", async () => {
    const { status, vary, body } = await get("/api/certifications", { "Accept-Language": "en-GB,en;q=0.8" });
    expect(status).toBe(200);
    expect(vary).toBe("Accept-Language");
    expect(body.region).toBe("GB");
    expect(body.certifications.slice(0, 3)).toEqual(["U", "PG", "12A"]);
    expect(body.regions).toContain("US");
    expect(body.regions).toContain("DE");
  });

  it("answers a region asked for by name, and the same URL for everyone", async () => {
    const { vary, body } = await get("/api/certifications?region=US", { "Accept-Language": "de-DE" });
    expect(vary).toBeNull();
    expect(body).toMatchObject({ region: "US", certifications: ["G", "PG", "PG-13", "R", "NC-17"] });
  });

  it("reads a malformed region as no region, and a region without a list as an empty one", async () => {
    const hostile = await get("/api/certifications?region=%3Cscript%3E", { "Accept-Language": "en-US" });
    expect(hostile.body.region).toBe("US");
    const unknown = await get("/api/certifications?region=ZZ");
    expect(unknown).toMatchObject({ status: 200, body: { region: "ZZ", certifications: [] } });
  });
});
