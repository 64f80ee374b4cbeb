// @ts-check
// Inlined in the head of every page as it is written; see early-input.ts.
(() => {
  /** @type {HTMLButtonElement[]} */
  const waiting = [];
  let settled = false;

  /** @param {MouseEvent} event */
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button[type="button"]');
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!waiting.includes(button)) waiting.push(button);
    button.setAttribute("aria-busy", "true");
  };

  /** @param {SubmitEvent} event */
  const search = (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest("search")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const query = String(new FormData(form).get("q") ?? "").trim();
    if (query !== "") location.assign(`/search/${encodeURIComponent(query)}`);
  };

  /** Stops holding presses; hands back the buttons that were waiting. */
  const stop = () => {
    settled = true;
    removeEventListener("click", hold, true);
    removeEventListener("submit", search, true);
    removeEventListener("error", failed, true);
    clearTimeout(timer);
    const buttons = waiting.splice(0);
    for (const button of buttons) button.removeAttribute("aria-busy");
    return buttons;
  };

  /** The app will not start: buttons stop waiting, and the visitor is told, with a way on. */
  const abandon = (/** @type {string} */ chunk) => {
    if (settled) return;
    stop();
    const notice = document.createElement("div");
    notice.className = "load-failure";
    notice.setAttribute("role", "alert");
    const message = document.createElement("p");
    message.textContent = `Loading chunk ${chunk} failed`;
    const reload = document.createElement("button");
    reload.type = "button";
    reload.className = "button";
    reload.textContent = "Reload";
    reload.onclick = () => location.reload();
    notice.append(message, reload);
    document.body.append(notice);
  };

  /** One of the app's scripts could not be loaded (after a new deploy, or offline). */
  const failed = (/** @type {Event} */ event) => {
    const source = event.target;
    const url =
      source instanceof HTMLScriptElement
        ? source.src
        : source instanceof HTMLLinkElement
          ? source.href
          : "";
    const chunk = /\/static\/(.+)-[\w-]{8}\.js$/.exec(url)?.[1];
    if (chunk) abandon(chunk);
  };

  // As for the chunks the app loads later (app/lib/chunks.ts): two minutes at most.
  const timer = setTimeout(() => abandon("app"), 120_000);

  addEventListener("click", hold, true);
  addEventListener("submit", search, true);
  addEventListener("error", failed, true);

  Object.defineProperty(window, "earlyInput", {
    value: {
      release() {
        if (settled) return;
        for (const button of stop()) if (button.isConnected) button.click();
      },
    },
  });
})();
