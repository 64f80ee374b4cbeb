import path from "node:path";
import type { Alias, Plugin } from "vite";
import { MESSAGES_FOLDER } from "../../app/i18n/languages.ts";
import { GENERATED_MESSAGES } from "../generated-folders.mjs";
import { compileMessages } from "../messages.ts";

/**
 * `~messages/{area}`: an area's messages in the site's language (build-steps/messages.ts
 * compiles them, before Vite reads any module: vite.config.ts).
 */
export const messagesAlias = (root: string, language: string): Alias => ({
  find: /^~messages\/([a-z]+)$/,
  replacement: path.join(root, GENERATED_MESSAGES, "$1", "messages", `${language}.js`),
});

/**
 * Under the development server, a catalogue saved is compiled again and the open pages
 * reload in it; a catalogue that is not whole shows its mistakes in Vite's overlay.
 */
export function liveMessages(): Plugin {
  return {
    name: "live-messages",
    apply: "serve",
    configureServer(server) {
      const folder = path.join(server.config.root, MESSAGES_FOLDER);
      server.watcher.add(folder);
      server.watcher.on("change", async (file) => {
        if (path.dirname(file) !== folder) return;
        try {
          await compileMessages(server.config.root);
        } catch (error) {
          const { message, stack = "" } = error as Error;
          server.ws.send({ type: "error", err: { message, stack } });
          return;
        }
        for (const environment of Object.values(server.environments))
          environment.moduleGraph.invalidateAll();
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
