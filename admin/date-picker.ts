/**
 * Dates are picked in a calendar and written in the spec's long form (`December 4, 2021`),
 * for books, their editions and news alike. The files may hold either form (the schema reads both), and the
 * picker shows either exactly: it parses with the format below and falls back to its own
 * ISO reading, which is exact. The other way round it would not be: written as ISO, it would
 * read the long form with the browser's local-time parser, a day early east of UTC. A date
 * left untouched is saved as it was written.
 */
export const datePicker = {
  widget: "datetime",
  format: "MMMM D, YYYY",
  date_format: "MMMM D, YYYY",
  time_format: false,
  picker_utc: true,
} as const;
