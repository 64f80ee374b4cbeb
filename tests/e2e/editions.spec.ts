import { bookEditionsView } from "../../app/pages/page-data.ts";
import { catalogue, visible } from "../catalogue.ts";
import { expectNoViolations } from "./axe.ts";
import { appReady, expect, type Page, test } from "./fixtures.ts";

// A book's formats as a reader's browser uses them: a radio group that works before the
// scripts arrive and without them, by keyboard, remembered on the device, opened by the
// address. What each format links is read from the HTML in tests/build-output/books.test.ts,
// and what a format picker does without layout in app/components/book/edition-picker.test.tsx.

/**
 * A book with two formats or more, one of them an audiobook (in the original language) after
 * the first: the format the tests choose, by its label.
 */
const book = visible.find((b) => {
  const audiobooks = b.editions.filter((e) => e.format === "audiobook" && e.language === null);
  return audiobooks.length === 1 && b.editions.length > 1 && b.editions[0]?.format !== "audiobook";
});
const editions = book ? (bookEditionsView(book, catalogue.site) ?? []) : [];
const path = `/book/${book?.id}`;
const [first, second] = editions;

const radio = (page: Page, label: string) => page.getByRole("radio", { name: label, exact: true });
const buyIn = (page: Page, slug: string) =>
  page.locator(`[id="${slug}"]`).getByRole("link", { name: /^Buy (direct )?from/ });

test.skip(
  !book || !first || !second,
  "no visible book has two formats or more, one an audiobook after the first",
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every format is there, and a tap on one shows its stores", async ({ page }) => {
    if (!first || !second) return;
    await page.goto(path);
    await expect(radio(page, first.label)).toBeChecked();
    await expect(buyIn(page, first.slug)).toBeVisible();
    await expect(buyIn(page, second.slug)).toBeHidden();
    await page.getByText(second.label, { exact: true }).click();
    await expect(radio(page, second.label)).toBeChecked();
    await expect(buyIn(page, second.slug)).toBeVisible();
    await expect(buyIn(page, first.slug)).toBeHidden();

    await test.step("any number of formats: the panel of the thirteenth, or a later one, shows as it is chosen", async () => {
      // The book's first format copied until there are fourteen or more, as a book with that
      // many editions would have them: the stylesheet shows the checked one's panel by its
      // place, which once stopped at twelve.
      const total = Math.max(14, editions.length + 2);
      await page.evaluate(
        ({ slug, total }) => {
          const pill = document.querySelector(`input[value="${slug}"]`)?.closest("label");
          const panel = document.getElementById(slug);
          const pills = pill?.parentElement;
          const panels = panel?.parentElement;
          if (!pill || !panel || !pills || !panels) throw new Error(`no format ${slug} to copy`);
          for (
            let place = pills.querySelectorAll(":scope > label").length + 1;
            place <= total;
            place += 1
          ) {
            const copy = pill.cloneNode(true);
            const panelCopy = panel.cloneNode(true);
            const input = copy instanceof HTMLLabelElement ? copy.querySelector("input") : null;
            if (
              !input ||
              !(copy instanceof HTMLLabelElement) ||
              !(panelCopy instanceof HTMLElement)
            )
              throw new Error(`format ${slug} could not be copied`);
            input.checked = false;
            input.value = `format-${place}`;
            copy.replaceChildren(input, `Format ${place}`);
            panelCopy.id = `format-${place}`;
            pills.append(copy);
            panels.append(panelCopy);
          }
        },
        { slug: first.slug, total },
      );
      await expect(page.getByRole("radio")).toHaveCount(total);
      for (const place of [total - 1, total]) {
        await page.getByText(`Format ${place}`, { exact: true }).click();
        await expect(radio(page, `Format ${place}`)).toBeChecked();
        await expect(buyIn(page, `format-${place}`)).toBeVisible();
        await expect(buyIn(page, second.slug)).toBeHidden();
      }
      await expect(buyIn(page, `format-${total - 1}`)).toBeHidden();
    });
  });
});

test.describe("scripts arriving late", () => {
  test.use({ waitForAppReady: false });

  test("a format chosen before the app is ready stays chosen once it is", async ({ page }) => {
    if (!second) return;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await page.getByText(second.label, { exact: true }).click();
    await expect(buyIn(page, second.slug)).toBeVisible();
    release();
    await appReady(page).waitFor({ state: "attached" });
    await expect(radio(page, second.label)).toBeChecked();
    await expect(buyIn(page, second.slug)).toBeVisible();
  });
});

test("by keyboard a reader moves between formats; the choice is remembered and opens by address", async ({
  page,
}) => {
  if (!first || !second) return;
  await page.goto(path);
  await radio(page, first.label).focus();
  await page.keyboard.press("ArrowRight");
  await expect(radio(page, second.label)).toBeChecked();
  await expect(radio(page, second.label)).toBeFocused();
  await expect(buyIn(page, second.slug)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${second.slug}$`));
  // The focus is shown on the pill the radio covers.
  const outline = await page
    .getByText(second.label, { exact: true })
    .evaluate((label) => getComputedStyle(label).outlineStyle);
  expect(outline).toBe("solid");

  // The reader picks the audiobook; back later, without the address's fragment, the page opens
  // on it.
  await page.getByText("Audiobook", { exact: true }).click();
  await expect(page).toHaveURL(/#audiobook$/);
  await page.goto(path);
  await expect(radio(page, "Audiobook")).toBeChecked();

  // An address that names a format opens it, in view, over the one chosen before: on arrival,
  // and followed on the page.
  await page.goto(`/?to=${first.slug}`);
  await page.goto(`${path}#${first.slug}`);
  await expect(radio(page, first.label)).toBeChecked();
  await expect(page.locator(`[id="${first.slug}"]`)).toBeInViewport();
  // A fragment that names no format leaves the reader's format as it is (checked once the page
  // has heard the change: a listener added now hears it after the picker's).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener("hashchange", () => resolve(), { once: true });
        location.hash = "not-a-format";
      }),
  );
  await expect(radio(page, first.label)).toBeChecked();
  await page.evaluate(() => {
    location.hash = "audiobook";
  });
  await expect(radio(page, "Audiobook")).toBeChecked();
});

test("a reader saves their library once and it is kept on the device; without scripts it is not offered", async ({
  page,
  browser,
}) => {
  const lends = editions.find(
    (e) => e.borrow?.isbn && (e.format === "ebook" || e.format === "audiobook"),
  );
  test.skip(!lends, "no edition of the book can be borrowed through Libby");
  if (!lends) return;
  await page.goto(`${path}#${lends.slug}`);
  const panel = page.locator(`[id="${lends.slug}"]`);
  await panel.getByText("Set your library for Libby").click();
  // The form is a chunk of its own, fetched as the reader opens it.
  await panel.getByLabel("Your library's name in Libby, or its Libby link").fill("nypl");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByRole("link", { name: /^Libby \(nypl\)/ })).toHaveAttribute(
    "href",
    `https://libbyapp.com/search/nypl/search/query-${lends.borrow?.isbn}/page-1`,
  );
  await page.reload();
  await expect(
    page.locator(`[id="${lends.slug}"]`).getByRole("link", { name: /^Libby \(nypl\)/ }),
  ).toBeVisible();

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const still = await withoutScripts.newPage();
  await still.goto(path);
  await still.getByText(lends.label, { exact: true }).click();
  const shown = still.locator(`[id="${lends.slug}"]`);
  await expect(shown.getByRole("link", { name: /^Libby/ })).toBeVisible();
  await expect(shown.getByText("Set your library for Libby")).toBeHidden();
  await withoutScripts.close();
});

// A format the author sells from their own store: its button, what the reader gets, and the
// retailers after it, as a reader sees them (contrast included) once they choose it.
const sold = visible.flatMap((b) => {
  const views = bookEditionsView(b, catalogue.site) ?? [];
  return views.flatMap((view, index) => {
    const written = b.editions[index]?.direct;
    return written ? [{ book: b, view, url: written.url }] : [];
  });
})[0];

test("a format sold direct: its button goes to the author's own store, and axe finds nothing", async ({
  page,
}) => {
  test.skip(!sold, "no edition of the content is sold direct");
  if (!sold) return;
  test.setTimeout(120_000); // an axe scan: 20 s and more on a busy two-core machine
  await page.goto(`/book/${sold.book.id}`);
  await page.getByText(sold.view.label, { exact: true }).click();
  const panel = page.locator(`[id="${sold.view.slug}"]`);
  const button = panel.getByRole("link", { name: /^Buy direct from/ });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("href", sold.url);
  await expect(panel.getByText(sold.view.direct?.offer ?? "", { exact: true })).toBeVisible();
  await expectNoViolations(page, "a format sold direct");
});
