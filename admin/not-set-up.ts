/**
 * What the published editor shows when the site was built without an editor backend: how to
 * set one up, instead of a Login that could only look for decap-server on the visitor's machine.
 */
export function showNotSetUp(body: HTMLElement) {
  const main = body.ownerDocument.createElement("main");
  main.style.cssText =
    "max-width: 40rem; margin: 4rem auto; padding: 0 1rem; font: 1rem/1.5 sans-serif";
  const line = (tag: "h1" | "p", text: string) => {
    const element = body.ownerDocument.createElement(tag);
    element.textContent = text;
    main.append(element);
  };
  line("h1", "The editor is not set up for this site yet");
  line(
    "p",
    "To edit the site here, set where the editor saves (EDITOR_BACKEND, EDITOR_REPO and the sign-in settings) in the host's build settings, then build the site again: see “Publishing with the editor” in docs/editor.md.",
  );
  line(
    "p",
    "On your own computer, the command npm run edit opens the editor on the files of your copy.",
  );
  body.replaceChildren(main);
}
