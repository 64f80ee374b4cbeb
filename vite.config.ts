/// <reference types="vitest/config" />
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { toIsoDay } from "./app/catalogue/dates.ts";

export default defineConfig({
  plugins: [process.env.VITEST ? null : reactRouter()],
  // Hashed build files go to /static/ (cached forever), apart from /assets/ (covers, images).
  // One stylesheet for the whole site: a single small request instead of one per component.
  build: {
    assetsDir: "static",
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // Our small shared modules in one chunk rather than a dozen requests; the widgets
        // that load on demand (chat, lightbox, vitals) keep chunks of their own.
        manualChunks(id) {
          if (
            /\/app\/(components|hooks|lib)\//.test(id) &&
            !/(chat-panel|trailer-lightbox|vitals)\./.test(id)
          ) {
            return "app";
          }
          if (/\/app\/catalogue\/(paths|queries|dates|images|links|views)\.ts$/.test(id))
            return "app";
          return undefined;
        },
      },
    },
  },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  define: {
    // The day the pages are prerendered; the browser corrects it to the visitor's day.
    __BUILD_DAY__: JSON.stringify(toIsoDay(new Date())),
  },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
