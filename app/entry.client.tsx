import { Fragment, hydrate, options, render } from "preact";
import { HydratedRouter } from "react-router/dom";

// The browser runs Preact in place of React DOM (see vite.config.ts). Where React would be
// given the whole document, two of Preact's ways need meeting here.

// Given the document, Preact renders into its <html> element, so the root layout's <html>
// becomes a fragment there: the head and body hydrate in place.
const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "html") vnode.type = Fragment;
  nextVnodeHook?.(vnode);
};

/**
 * The router suspends on its first render until it has decoded the page's data. React waits
 * at the root; Preact would drop the prerendered page and draw it again. So the router is
 * first rendered off-screen only to learn what it waits for, and the page is hydrated once
 * that has settled.
 */
async function untilRouterIsReady() {
  const probe = document.createElement("div");
  try {
    render(<HydratedRouter />, probe);
    render(null, probe); // it was ready already: nothing to wait for
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}

// Loading the modules is one task and hydrating the page another, so the page stays
// responsive in between.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

untilRouterIsReady()
  .then(nextTask)
  .then(() => hydrate(<HydratedRouter />, document));
