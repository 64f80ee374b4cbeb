// The component tests' setup (vitest's "components" project): jest-dom's matchers on
// `expect` (toBeInTheDocument, toHaveAttribute, toHaveTextContent ...), and each test's
// rendering removed after it.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
