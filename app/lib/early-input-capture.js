// The early-input script (early-input.ts): its helpers, then the function every page calls.
/** The navbar search goes to the search page as a page load.
 * @param {Event} event @param {string} searchPath */
function search(event, searchPath) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest("search")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const query = String(new FormData(form).get("q") ?? "").trim();
  if (query !== "") location.assign(searchPath + encodeURIComponent(query));
}

/** The chunk of the app whose script an error event says did not load, if it is one.
 * @param {Event} event @param {import("./early-input").EarlyInputConfig} config */
function failedChunk(event, config) {
  const source = event.target;
  const url =
    source instanceof HTMLScriptElement
      ? source.src
      : source instanceof HTMLLinkElement
        ? source.href
        : "";
  const file = url.split(`/${config.hashedFilesDir}/`)[1] ?? "";
  const [, name, extension] = new RegExp(config.hashedFileName).exec(file) ?? [];
  return extension === "js" ? name : undefined;
}

/** The page says the app will not start, with a Reload button.
 * @param {string} text */
function showLoadFailure(text) {
  const notice = document.createElement("div");
  notice.className = "load-failure";
  notice.setAttribute("role", "alert");
  const message = document.createElement("p");
  message.textContent = text;
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "button";
  reload.textContent = "Reload";
  reload.onclick = () => location.reload();
  notice.append(message, reload);
  document.body.append(notice);
}

/** Inlined in every page, called with its config: see early-input.ts. Its helpers come first,
 * as its minifier needs (build-steps/vite-plugins/inline-script.ts).
 * @param {import("./early-input").EarlyInputConfig} config */
export default function captureEarlyInput(config) {
  /** @type {HTMLButtonElement[]} */
  const waiting = [];
  let settled = false;

  /** @param {Event} event */
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button[type="button"]');
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!waiting.includes(button)) waiting.push(button);
    button.setAttribute("aria-busy", "true");
  };

  /** Stops holding presses; returns the buttons that were waiting. */
  const stop = () => {
    settled = true;
    for (const [target, type, listener, capture] of listeners) {
      target.removeEventListener(type, listener, capture);
    }
    clearTimeout(timer);
    ready.disconnect();
    const buttons = waiting.splice(0);
    for (const button of buttons) button.removeAttribute("aria-busy");
    return buttons;
  };

  /** The app will not start: the buttons stop waiting, and the visitor is told. */
  const abandon = (/** @type {string} */ chunk) => {
    if (settled) return;
    stop();
    showLoadFailure(config.chunkFailedMessage.replace("{id}", chunk));
  };

  /** One of the app's scripts did not load (after a new deploy, or offline). */
  const failed = (/** @type {Event} */ event) => {
    const chunk = failedChunk(event, config);
    if (chunk) abandon(chunk);
  };

  // The chunk time-out counts only the time the app could have been loading: from the page's
  // load event (when the bootstrap starts, or a frame later on a page that is shown), and only
  // while the page is shown and running. A hidden tab runs timers but draws no frames, and a
  // frozen one runs nothing, so a time-out counted through either would report a failure that
  // is not there (issue 36: a book opened in a background tab said "Loading chunk app failed").
  let left = config.chunkTimeoutMs;
  let since = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const count = () => {
    const loaded = document.readyState === "complete";
    if (settled || timer !== undefined || !loaded || document.visibilityState !== "visible") return;
    since = performance.now();
    timer = setTimeout(() => abandon("app"), left);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    left -= performance.now() - since;
  };
  const shownOrHidden = () => (document.visibilityState === "visible" ? count() : pause());

  // Called once the app is ready, after all the effects of that render: every handler is in place.
  const ready = new MutationObserver(() => {
    for (const button of stop()) if (button.isConnected) button.click();
  });
  ready.observe(document.documentElement, { attributeFilter: [config.appReadyAttribute] });

  // What the script listens to while it holds presses, each removed as it was added (`stop`).
  /** @type {[EventTarget, string, EventListener, boolean][]} */
  const listeners = [
    [window, "click", hold, true],
    [window, "submit", (event) => search(event, config.searchPath), true],
    [window, "error", failed, true],
    [window, "load", count, false],
    [document, "visibilitychange", shownOrHidden, false],
    [document, "freeze", pause, false],
    [document, "resume", count, false],
  ];
  for (const [target, type, listener, capture] of listeners) {
    target.addEventListener(type, listener, capture);
  }
}
