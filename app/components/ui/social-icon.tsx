/** Simple line icons for the social networks in the site configuration. */
const ICONS: Record<string, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z",
  x: "M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L20.5 20h-4.6l-4.4-6.1L6.2 20H3.6l6.6-7.6Z",
  youtube:
    "M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8ZM10 15V9l5.2 3Z",
  goodreads:
    "M15.5 4h2v11.2c0 3.4-2.3 4.8-5.2 4.8-2.6 0-4.3-1.2-4.8-3.3h2c.4 1.1 1.4 1.6 2.8 1.6 2 0 3.2-1.1 3.2-3.4v-1.4c-.7 1.4-2.1 2.3-3.8 2.3-2.8 0-4.7-2.2-4.7-5.3S8.8 5.2 11.6 5.2c1.7 0 3.1.9 3.9 2.3Zm-3.7 2.9c-1.9 0-3.1 1.5-3.1 3.6s1.2 3.6 3.1 3.6 3.2-1.5 3.2-3.6-1.3-3.6-3.2-3.6Z",
};
const FALLBACK = "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z";

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={ICONS[network] ?? FALLBACK} fill="currentColor" />
    </svg>
  );
}
