/** Compiles the message catalogues of the project in the current folder (messages-first.mjs). */
import { compileMessages } from "./messages.ts";

try {
  console.log(`messages: ${await compileMessages(process.cwd())}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
