import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createServer } from "vite";
import { parse as parseYaml } from "yaml";
import type { SubscribeForm as SubscribeFormType } from "../../app/components/subscribe/subscribe-form.tsx";
import {
  releaseAlertContract,
  type Subscribe,
  type SubscribeContract,
  subscribeContract,
  subscribeSchema,
} from "../../app/content/subscribe-providers.ts";
import { pagePolicy } from "../../build-steps/security-policy.ts";
import { expectNoViolations } from "./axe.ts";
import { catalogue } from "./catalogue.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * The subscribe form posts what each mailing-list service's embed form posts, to that service
 * and in a new tab, as a person sends it: e-mail typed, then the button pressed from the
 * keyboard. The sample's own form (WordPress.com) is checked on the built home page. The other
 * services are checked on the same built page with its form rendered by the real component
 * from their settings (and its policy's form-action for them), without scripts: the form is a
 * plain POST, and this needs no build per service (a project copy and build each would add
 * minutes to the suite).
 */

const ADDRESS = "reader@example.com";

/** Each service's settings as an author writes them in content/site.yaml. */
const SETTINGS: Record<Exclude<Subscribe["provider"], "wordpress" | undefined>, string> = {
  buttondown: "provider: buttondown\nusername: nk_ashford\n",
  kit: "provider: kit\nformId: 7463169\n",
  mailerlite: "provider: mailerlite\naccountId: 1561600\nformId: '155870684527986630'\n",
  mailchimp:
    "provider: mailchimp\naction: https://nkashford.us21.list-manage.com/subscribe/post?u=8a83058b9ef8a5d4d9076f258&amp;id=7fcdb807f6\n",
};

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

test.describe("each other service's form, without scripts", () => {
  // The page is served without its scripts (below), so the app never reports ready.
  test.use({ waitForAppReady: false });

  let render: (form: SubscribeContract, props?: Record<string, string>) => string;
  test.beforeAll(async () => {
    // The real component, through Vite as the build compiles it (its CSS module's names too).
    const root = path.resolve(".");
    const vite = await createServer({
      configFile: false,
      root,
      logLevel: "error",
      appType: "custom",
      server: { middlewareMode: true, hmr: false, ws: false },
      resolve: { alias: { "~": path.join(root, "app") } },
      esbuild: { jsx: "automatic" },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const component = (await vite.ssrLoadModule(
      path.join(root, "app/components/subscribe/subscribe-form.tsx"),
    )) as { SubscribeForm: typeof SubscribeFormType };
    await vite.close();
    render = (form, props = {}) =>
      renderToStaticMarkup(createElement(component.SubscribeForm, { form, ...props }), {
        identifierPrefix: "subscribe-test-",
      });
  });

  for (const [provider, yaml] of Object.entries(SETTINGS)) {
    test(`${provider}: the form posts its embed form's fields to it alone`, async ({
      page,
      context,
    }) => {
      const settings = subscribeSchema.parse(parseYaml(yaml));
      const contract = subscribeContract(settings);
      const formAction = pagePolicy({ ...catalogue.site, subscribe: settings }, [])
        .split("; ")
        .find((directive) => directive.startsWith("form-action"));
      expect(formAction).toBe(`form-action 'self' ${new URL(contract.action).origin}`);

      // The built home page with this service's form and form-action in place of the sample's,
      // and without its scripts: what a visitor gets before the app runs, or with none.
      await page.route("/", async (route) => {
        const response = await route.fetch();
        const built = await response.text();
        const withForm = built
          .replace(/<form id="subscribe"[\s\S]*?<\/form>/, render(contract))
          .replace(/<script\b[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, "");
        const withPolicy = withForm.replace(/form-action [^;"]*/, formAction ?? "");
        expect(withPolicy).not.toBe(built);
        expect(withPolicy).toContain(contract.action.replaceAll("&", "&amp;"));
        return route.fulfill({ response, body: withPolicy });
      });
      const posts = await capturePost(context, contract.action);
      await page.goto("/");
      // The services' forms differ only in their address and field names, which axe does not
      // judge: one service's is enough (the sample's is checked with each page type).
      if (provider === Object.keys(SETTINGS)[0]) {
        await expectNoViolations(page, provider, "#subscribe");
      }
      await subscribe(page);
      expect(posts).toEqual([expectedPost(contract)]);
    });
  }

  test("buttondown: Tell me when it's out subscribes with the book's tag", async ({
    page,
    context,
  }) => {
    const settings = subscribeSchema.parse(parseYaml(SETTINGS.buttondown));
    const contract = releaseAlertContract(settings, "starfall");
    if (!contract) throw new Error("Buttondown tags no subscriber");
    // The book page's form (app/components/book/book-extras.tsx), in the footer form's place.
    await page.route("/", async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(
          /<form id="subscribe"[\s\S]*?<\/form>/,
          render(contract, {
            id: "release-alert",
            title: "Tell me when it's out",
            submit: "Tell me",
          }),
        )
        .replace(/<script\b[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, "")
        .replace(/form-action [^;"]*/, `form-action 'self' ${new URL(contract.action).origin}`);
      return route.fulfill({ response, body });
    });
    const posts = await capturePost(context, contract.action);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Tell me when it's out" });
    await form.getByRole("textbox", { name: "E-mail address" }).fill(ADDRESS);
    const popup = page.waitForEvent("popup");
    await form.getByRole("button", { name: /Tell me/ }).press("Enter");
    await (await popup).waitForLoadState();
    expect(posts).toEqual([expectedPost(contract)]);
    expect(posts[0]?.fields.tag).toBe("release-starfall");
  });
});
