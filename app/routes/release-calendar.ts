import { data } from "react-router";
import { isUpcoming, visibleBooks } from "~/catalogue/queries";
import { releaseCalendar } from "~/pages/calendars";
import { buildDay } from "~/schema/build-day.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/release-calendar";

// Prerendered to /book/{id}/release.ics for each book still to come on the build day.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const today = buildDay();
  const book = visibleBooks(catalogue.books).find((b) => b.id === params.id);
  if (!book || !isUpcoming(book, today)) {
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return new Response(releaseCalendar(book, catalogue, today), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
