import type { Browser, Page } from "@playwright/test";
import { seededDevice } from "./support/device";
import { expect, test } from "./support/test";

// The interface languages on the watch page, the demo player in its frame, My List and sync: a visitor reading
// Spanish, French, Japanese or Arabic finds the controls named in their language, and every link keeps them in
// it.

// Demo series (fixed seed): 200271 has 4 seasons with 11 episodes in season 2; 200002's season 1 has 3 episodes
// and season 2 has 5.
const SERIES_ID = 200271;
const SHORT_SERIES_ID = 200002;

const player = (page: Page) => page.frameLocator("iframe.player-frame");

test.describe("watch page in other languages", () => {
  test("Spanish: the bar, the player frame and the demo player speak Spanish, and links stay in /es", async ({
    page,
  }) => {
    await page.goto(`/es/watch/${SERIES_ID}?s=2&e=7`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/ T2 E7 - Marquee$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Mira .+ T2 E7 en Marquee\.$/,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ T2 E7$/);
    await expect(page.getByRole("link", { name: "Volver a los detalles" })).toHaveAttribute(
      "href",
      `/es/series/${SERIES_ID}`,
    );
    await expect(page.getByText("Fuente: Reproductor de demostración")).toBeVisible();

    // The demo player is told the page's language, and says its few words in it.
    const frame = page.locator("iframe.player-frame");
    await expect(frame).toHaveAttribute("title", /^Reproductor: .+ T2 E7$/);
    await expect(frame).toHaveAttribute("src", /[?&]lang=es(&|$)/);
    await expect(player(page).getByText("Reproductor de demostración")).toBeVisible();
    await expect(player(page).getByText("T2 E7", { exact: true })).toBeVisible();
    const seek = player(page).getByRole("slider", { name: "Posición" });
    await expect(seek).toHaveAttribute("aria-valuetext", /^\d+:\d\d de \d+:\d\d$/);
    await player(page).getByRole("button", { name: "Pausa" }).click();
    await expect(player(page).getByRole("button", { name: "Reproducir" })).toBeVisible();
    await expect(player(page).locator(".demo-player")).toHaveAttribute("lang", "es");

    await page.getByRole("link", { name: "Siguiente episodio" }).click();
    await expect(page).toHaveURL(`/es/watch/${SERIES_ID}?s=2&e=8&me=11`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/ T2 E8$/);
  });

  test("Arabic: the next-episode card counts down in Arabic and plays the next episode in /ar", async ({
    page,
  }) => {
    await page.goto(`/ar/watch/${SHORT_SERIES_ID}?s=1&e=3`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(player(page).getByText("الموسم 1 الحلقة 3", { exact: true })).toBeVisible();
    await expect(player(page).locator(".demo-player")).toHaveAttribute("dir", "rtl");
    const seek = player(page).getByRole("slider", { name: "موضع التشغيل" });
    await seek.focus();
    await seek.press("End");

    const card = page.getByRole("region", { name: /^التالي: الموسم 2 الحلقة 1/ });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: "شغّل الآن" })).toBeFocused();
    await expect(card.getByLabel("تشغيل الحلقة التالية تلقائيًا")).toBeChecked();
    await card.getByRole("button", { name: "إلغاء" }).click();
    await expect(card.getByRole("status")).toHaveText("أُلغي التشغيل التلقائي.");
    await expect(card.getByRole("button", { name: "إغلاق" })).toBeVisible();
    await card.getByRole("link", { name: "شغّل الآن" }).click();
    await expect(page).toHaveURL(`/ar/watch/${SHORT_SERIES_ID}?s=2&e=1&me=5`);
  });

  test("an unplayable link goes to the home page in its language", async ({ page }) => {
    await page.goto(`/de/watch/${SERIES_ID}?s=99&e=1`);
    await expect(page).toHaveURL("/de");
  });

  test("the demo player takes only the site's languages from ?lang=, anything else is English", async ({
    request,
  }) => {
    // Never hydrated: its words are in the server's HTML.
    const french = await (await request.get("/demo-player/movie/101488?lang=fr")).text();
    expect(french).toContain("<title>Lecteur de démo - Marquee</title>");
    expect(french).toContain('aria-label="Position de lecture"');
    const unknown = await (await request.get("/demo-player/movie/101488?lang=xx")).text();
    expect(unknown).toContain('aria-label="Pause"');
    expect(unknown).toContain('aria-label="Seek"');
  });
});

const LIST = [
  { id: 101488, poster_path: null, title: "Seeded Movie A", type: "movie" },
  { id: 200271, poster_path: null, title: "Seeded Series", type: "series" },
  { id: 101499, poster_path: null, title: "Seeded Movie B", type: "movie" },
];

async function device(browser: Browser, baseURL: string | undefined, list: unknown[] = []): Promise<Page> {
  const page = await seededDevice(browser, baseURL, list);
  // The helper's goto waits for hydration; a page of a new context does not have it.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  return page;
}

test.describe("My List in other languages", () => {
  test("French: heading, tabs, transfer and sync are in French, and the tabs stay in /fr", async ({
    browser,
    baseURL,
  }) => {
    const page = await device(browser, baseURL, LIST);
    await page.goto("/fr/list");
    await expect(page).toHaveTitle("Ma liste - Marquee");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("À regarder (3)");
    const tabs = page.getByRole("navigation", { name: "Filtrer la liste" });
    await expect(tabs.getByRole("link", { name: "TOUT" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "FILMS" }).click();
    await expect(page).toHaveURL("/fr/list?type=movie");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("À regarder (2)");
    await expect(tabs.getByRole("link", { name: "SÉRIES" })).toHaveAttribute("href", "/fr/list?type=series");

    await expect(page.getByRole("button", { name: "Exporter la liste" })).toBeVisible();
    await page.getByLabel("Importer une liste").setInputFiles({
      name: "notes.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"wishlist": []}'),
    });
    await expect(page.locator(".list-transfer").getByRole("status")).toHaveText(
      "Ce fichier ne peut pas être importé : choisissez notre propre export, ou un export d’IMDb (CSV), Letterboxd (ZIP ou CSV) ou Trakt (JSON). Rien n’a été modifié.",
    );
    await page.getByLabel("Importer une liste").setInputFiles({
      name: "export.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify([{ id: 101500, poster_path: null, title: "Imported", type: "movie" }, LIST[0]]),
      ),
    });
    await expect(page.locator(".list-transfer").getByRole("status")).toHaveText(
      "1 titre ajouté (1 déjà dans votre liste).",
    );

    const sync = page.getByRole("region", { name: "Synchroniser vos appareils" });
    await expect(sync.getByRole("button", { name: "Synchroniser cette liste" })).toBeVisible();
    await sync.getByLabel("Vous avez un code d’un autre appareil ?").fill("ABCD");
    await sync.getByRole("button", { name: "Rejoindre" }).click();
    await expect(sync.getByRole("status")).toHaveText(
      "Un code de synchronisation comporte 28 lettres et chiffres.",
    );
  });

  test("Japanese: an empty list offers a way back to the Japanese home page", async ({ page }) => {
    await page.goto("/ja/list");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ウォッチリスト（0）");
    await expect(page.getByText("リストは空です。")).toBeVisible();
    await expect(page.getByRole("link", { name: "作品を探す" })).toHaveAttribute("href", "/ja");
    await expect(page.getByRole("button", { name: "リストをエクスポート" })).toHaveCount(0);
  });

  test("Japanese: syncing says so in Japanese, and the join link opens My List in Japanese", async ({
    browser,
    baseURL,
  }) => {
    const phone = await device(browser, baseURL, [LIST[0]]);
    await phone.goto("/ja/list");
    const panel = (page: Page) => page.getByRole("region", { name: "デバイス間で同期" });
    await panel(phone).getByRole("button", { name: "このリストを同期" }).click();
    await expect(panel(phone).getByRole("status")).toHaveText(/^同期済みです。/);
    await expect(panel(phone).getByRole("img", { name: "同期リンクのQRコード" })).toBeVisible();
    await expect(panel(phone).getByRole("button", { name: "同期を停止" })).toBeVisible();
    const code = ((await panel(phone).locator(".sync-code").textContent()) ?? "")
      .replace("同期コード：", "")
      .trim();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/);

    // What the QR code holds: /ja/list with the code after '#'. Opened on another device, it joins in Japanese.
    const laptop = await device(browser, baseURL, [LIST[1]]);
    await laptop.goto(`/ja/list#sync=${code}`);
    await expect(panel(laptop).getByRole("status")).toHaveText(/^同期済みです。/);
    await expect(laptop).toHaveURL("/ja/list");
    await expect(laptop.getByRole("heading", { level: 1 })).toHaveText("ウォッチリスト（2）");
  });
});
