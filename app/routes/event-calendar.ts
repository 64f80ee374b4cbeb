import { data } from "react-router";
import { eventCalendar } from "~/pages/calendars";
import { buildDay } from "~/schema/build-day.server";
import { loadCatalogue } from "~/schema/content.server";
import type { Route } from "./+types/event-calendar";

// Prerendered to /events/{id}/calendar.ics for each event.
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = loadCatalogue();
  const event = catalogue.events.find((e) => e.id === params.id);
  if (!event) throw data(null, { status: 404, statusText: "Not Found" });
  return new Response(eventCalendar(event, catalogue, buildDay()), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
