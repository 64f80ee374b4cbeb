import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { catalogue } from "~/schema/fixtures.test-helper";
import {
  releaseAlertContract,
  type Subscribe,
  type SubscribeContract,
  subscribeContract,
  subscribeSchema,
} from "~/schema/subscribe-providers";
import { pagePolicy } from "../../../build-steps/security-policy.ts";
import { SubscribeForm } from "./subscribe-form";

// The subscribe form is a plain POST to the mailing-list service the author names, built to
// that service's embed form, and answered in a new tab: it works before the app runs, or
// without it. For each service, the form as rendered from the author's settings, sent as a
// person sends it (address typed, the button pressed from the keyboard), holds that service's
// fields and nothing else, and the page's policy lets it post there alone.

const ADDRESS = "reader@example.com";

/** Each service's settings as an author writes them in content/site.yaml. */
const SETTINGS: Record<Exclude<Subscribe["provider"], "wordpress" | undefined>, string> = {
  buttondown: "provider: buttondown\nusername: nk_ashford\n",
  kit: "provider: kit\nformId: 7463169\n",
  mailerlite: "provider: mailerlite\naccountId: 1561600\nformId: '155870684527986630'\n",
  mailchimp:
    "provider: mailchimp\naction: https://nkashford.us21.list-manage.com/subscribe/post?u=8a83058b9ef8a5d4d9076f258&amp;id=7fcdb807f6\n",
};

const settingsOf = (yaml: string) => subscribeSchema.parse(parseYaml(yaml));

/**
 * Types the address into the form and sends it from the keyboard; the fields it submits.
 * The submission is stopped there: it would leave for the service's address.
 */
async function send(form: HTMLFormElement, button: RegExp) {
  const user = userEvent.setup({ delay: null });
  const sent: Record<string, FormDataEntryValue>[] = [];
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    sent.push(Object.fromEntries(new FormData(form)));
  });
  await user.type(within(form).getByRole("textbox", { name: "E-mail address" }), ADDRESS);
  await user.tab();
  expect(within(form).getByRole("button", { name: button })).toHaveFocus();
  await user.keyboard("{Enter}");
  return sent;
}

const expectedFields = (contract: SubscribeContract) => ({
  [contract.emailField]: ADDRESS,
  ...Object.fromEntries(contract.hidden),
});

/** The form a page shows, found as a person finds it, checked as an element it must be. */
function formNamed(name: string): HTMLFormElement {
  const form = screen.getByRole("form", { name });
  if (!(form instanceof HTMLFormElement)) throw new Error(`"${name}" is no form`);
  return form;
}

for (const [provider, yaml] of Object.entries(SETTINGS)) {
  test(`${provider}: the form posts its embed form's fields to it alone, in a new tab`, async () => {
    const contract = subscribeContract(settingsOf(yaml));
    render(<SubscribeForm form={contract} />);
    const form = formNamed("New books and news by e-mail");
    expect(form.method.toUpperCase()).toBe("POST");
    expect(form.getAttribute("action")).toBe(contract.action);
    expect(form).toHaveAttribute("target", "_blank");
    const email = within(form).getByRole("textbox", { name: "E-mail address" });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("name", contract.emailField);
    expect(await send(form, /^Subscribe/)).toEqual([expectedFields(contract)]);
  });

  test(`${provider}: the page's policy lets forms post to the service and nowhere else`, () => {
    const settings = settingsOf(yaml);
    // Any site's settings but these: the policy names the one service they give.
    const site = { ...catalogue().site, subscribe: settings };
    const formAction = pagePolicy(site, [])
      .split("; ")
      .find((directive) => directive.startsWith("form-action"));
    expect(formAction).toBe(
      `form-action 'self' ${new URL(subscribeContract(settings).action).origin}`,
    );
  });
}

test("buttondown: Tell me when it's out subscribes with the book's tag", async () => {
  const contract = releaseAlertContract(settingsOf(SETTINGS.buttondown), "starfall");
  if (!contract) throw new Error("Buttondown tags no subscriber");
  // As a coming book's page renders it (app/components/book/book-extras.tsx).
  render(
    <SubscribeForm
      form={contract}
      id="release-alert"
      title="Tell me when it's out"
      submit="Tell me"
    />,
  );
  const form = formNamed("Tell me when it's out");
  expect(form.getAttribute("action")).toBe(contract.action);
  const sent = await send(form, /^Tell me/);
  expect(sent).toEqual([expectedFields(contract)]);
  expect(sent[0]?.tag).toBe("release-starfall");
});
