// The component tests' setup (vitest's "components" project): jest-dom's matchers on
// `expect` (toBeInTheDocument, toHaveAttribute, toHaveTextContent ...), and each test's
// rendering removed after it.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// A findBy… waits for what a loader or an effect draws up to 4 s, inside Vitest's 5 s for the
// test, rather than Testing Library's 1 s: on a 2-core machine running two suites, the first
// render of a route with its loader took 1.3 s (search-page.test.tsx, Node 24's step of a
// fresh clone's .ci/run), and the test failed with the page on its way.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});
