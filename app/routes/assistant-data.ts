import { assistantData } from "~/pages/assistant-data.server";
import { loadCatalogue } from "~/schema/content.server";

// Prerendered to /assistant.json: what the chat assistant knows, loaded when the chat opens.
export function loader() {
  const catalogue = loadCatalogue();
  return Response.json(assistantData(catalogue, catalogue.site.assistant.questions));
}
