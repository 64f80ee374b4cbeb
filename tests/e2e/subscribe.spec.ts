import type { BrowserContext } from "@playwright/test";
import { type SubscribeContract, subscribeContract } from "../../app/schema/subscribe-providers.ts";
import { catalogue } from "../catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * The subscribe form posts what its mailing-list service's embed form posts, to that service
 * and in a new tab, as a person sends it: e-mail typed, then the button pressed from the
 * keyboard, on the built home page. Each other service's form (its address, its fields, its
 * policy) is checked beside the component (app/components/subscribe/subscribe-form.test.tsx):
 * the form is a plain POST, and what a browser does with one is the same for every service.
 */

const ADDRESS = "reader@example.com";

/** Answers the post to the service's address with a thank-you page, and hands it back. */
async function capturePost(context: BrowserContext, action: string) {
  const target = new URL(action);
  const posts: { url: string; method: string; fields: Record<string, string> }[] = [];
  await context.route(
    (url) => url.origin === target.origin && url.pathname === target.pathname,
    (route) => {
      const request = route.request();
      posts.push({
        url: request.url(),
        method: request.method(),
        fields: Object.fromEntries(new URLSearchParams(request.postData() ?? "")),
      });
      return route.fulfill({ contentType: "text/html", body: "<title>Thanks</title>" });
    },
  );
  return posts;
}

/** Types the address and sends the form from the keyboard; the answer opens in a new tab. */
async function subscribe(page: Page) {
  const form = page.getByRole("form", { name: "New books and news by e-mail" });
  const email = form.getByRole("textbox", { name: "E-mail address" });
  await expect(email).toHaveAttribute("type", "email");
  await email.fill(ADDRESS);
  await email.press("Tab");
  await expect(form.getByRole("button", { name: /Subscribe/ })).toBeFocused();
  const popup = page.waitForEvent("popup");
  await page.keyboard.press("Enter");
  await (await popup).waitForLoadState();
}

const expectedPost = (contract: SubscribeContract) => ({
  url: new URL(contract.action).href,
  method: "POST",
  fields: { [contract.emailField]: ADDRESS, ...Object.fromEntries(contract.hidden) },
});

test("the sample's form posts its service's fields to a new tab, and a bad address stays", async ({
  page,
  context,
}) => {
  const { subscribe: settings } = catalogue.site;
  test.skip(!settings, "the content has no subscribe settings");
  if (!settings) return;
  const contract = subscribeContract(settings);
  const posts = await capturePost(context, contract.action);
  await page.goto("/");
  const form = page.getByRole("form", { name: "New books and news by e-mail" });
  const email = form.getByRole("textbox", { name: "E-mail address" });
  await email.fill("not-an-address");
  await form.getByRole("button", { name: /Subscribe/ }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

  await subscribe(page);
  expect(posts).toEqual([expectedPost(contract)]);
  if (!settings.provider || settings.provider === "wordpress") {
    // The spec's fields (section 7), by name, not only as the contract table has them.
    expect(Object.keys(posts[0]?.fields ?? {}).sort()).toEqual(
      ["_wpnonce", "action", "blog_id", "email", "redirect_fragment", "source", "sub-type"].sort(),
    );
  }
  await expect(page).toHaveURL("/");
});
