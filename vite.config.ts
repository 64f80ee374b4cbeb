/// <reference types="vitest/config" />
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { toIsoDay } from "./app/catalogue/dates.ts";

export default defineConfig({
  plugins: [process.env.VITEST ? null : reactRouter()],
  // Hashed build files go to /static/ (cached forever), apart from /assets/ (covers, images).
  build: { assetsDir: "static" },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    // The day the pages are prerendered; the browser corrects it to the visitor's day.
    __BUILD_DAY__: JSON.stringify(toIsoDay(new Date())),
  },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
