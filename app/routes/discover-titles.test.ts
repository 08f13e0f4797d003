import { describe, expect, it } from "vitest";
import { loader as pageLoader } from "./discover";
import { loader } from "./discover-titles";

// /discover/titles answers, as JSON, the titles Discover's own page shows for the same query: Discover's results
// read the next pages there to fill in for hidden titles (it was the page's loader, through a fetcher, once).

type Args = Parameters<typeof loader>[0];
type PageArgs = Parameters<typeof pageLoader>[0];

function titles(path: string, lang?: string): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    headers: { "Accept-Language": "en-US,en;q=0.9" },
  });
  return loader({ request, url: new URL(request.url), params: { lang }, context: {} } as unknown as Args);
}

async function pageItems(path: string): Promise<unknown> {
  const request = new Request(`http://localhost${path}`, {
    headers: { "Accept-Language": "en-US,en;q=0.9" },
  });
  const result = (await pageLoader({
    request,
    url: new URL(request.url),
    params: {},
    context: {},
  } as unknown as PageArgs)) as unknown as {
    data: { items: unknown };
  };
  return result.data.items;
}

describe("/discover/titles", () => {
  it("answers a page's titles as the page itself lists them, for any page of the query", async () => {
    for (const page of [2, 3]) {
      const response = await titles(`/discover/titles?genres=16&sort=rating&p=${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/json");
      const { items } = (await response.json()) as { items: unknown[] };
      expect(items.length).toBeGreaterThan(0);
      expect(items).toEqual(await pageItems(`/discover?genres=16&sort=rating&p=${page}`));
    }
  });

  it("varies on Accept-Language only when the query names no region", async () => {
    expect((await titles("/discover/titles?p=2")).headers.get("vary")).toBe("Accept-Language");
    expect((await titles("/discover/titles?region=DE&p=2")).headers.get("vary")).toBeNull();
  });

  it("names the titles in the language of the URL's segment", async () => {
    const english = (await (await titles("/discover/titles?p=1")).json()) as { items: { title: string }[] };
    const spanish = (await (await titles("/es/discover/titles?p=1", "es")).json()) as {
      items: { title: string }[];
    };
    expect(spanish.items.map((item) => item.title)).not.toEqual(english.items.map((item) => item.title));
  });

  it("reads a hostile query as the page does, and answers an unknown language segment 404", async () => {
    const response = await titles("/discover/titles?p=abc&genres=x,,99999999999&type=zz&runtime=%00");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((await titles("/discover/titles?p=99999")).status).toBe(200);
    await expect(titles("/zz/discover/titles", "zz")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
