// @ts-check
// Inlined in the head of every page as it is written; see early-input.ts.
(() => {
  /** @type {HTMLButtonElement[]} */
  const waiting = [];

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

  addEventListener("click", hold, true);
  addEventListener("submit", search, true);

  Object.defineProperty(window, "earlyInput", {
    value: {
      release() {
        removeEventListener("click", hold, true);
        removeEventListener("submit", search, true);
        for (const button of waiting.splice(0)) {
          button.removeAttribute("aria-busy");
          if (button.isConnected) button.click();
        }
      },
    },
  });
})();
