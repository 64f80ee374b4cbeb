/** The User Timing mark set when the page has hydrated; `npm run bench` reads it. */
export const APP_READY_MARK = "app-ready";
