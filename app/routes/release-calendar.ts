import { isUpcoming, visibleBooks } from "~/catalogue/queries";
import { releaseCalendar } from "~/pages/calendars";
import { orNotFound, textFile } from "~/pages/responses.server";
import { buildDay } from "~/schema/build-day.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/release-calendar";

// Prerendered to /book/{id}/release.ics for each book still to come on the build day.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const today = buildDay();
  const book = orNotFound(
    visibleBooks(catalogue.books).find((b) => b.id === params.id && isUpcoming(b, today)),
  );
  return textFile(releaseCalendar(book, catalogue, today), "text/calendar");
}
