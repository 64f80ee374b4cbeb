import { eventCalendar } from "~/pages/calendars";
import { orNotFound, textFile } from "~/pages/responses.server";
import { buildDay } from "~/schema/build-day.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/event-calendar";

// Prerendered to /events/{id}/calendar.ics for each event.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const event = orNotFound(catalogue.events.find((e) => e.id === params.id));
  return textFile(eventCalendar(event, catalogue, buildDay()), "text/calendar");
}
