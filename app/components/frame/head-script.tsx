/**
 * A script of ours inlined in the page's head (the early-input and web-fonts scripts), which the
 * browser runs as it parses the prerendered page. Its code is written into the page only: the
 * root passes it under `import.meta.env.SSR`, so the browser's copy of the app carries none of
 * it. React never runs a script it renders, and hydration keeps the element the page came with:
 * given inner HTML, even empty, React takes the element's content as the page's and hydrates
 * no children in it, and suppressHydrationWarning tells the development build that the
 * difference is meant.
 */
export function HeadScript({ code }: { code: string | undefined }) {
  return (
    <script
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script files, never content
      dangerouslySetInnerHTML={{ __html: code ?? "" }}
    />
  );
}
