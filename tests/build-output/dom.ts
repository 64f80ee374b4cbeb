/**
 * Reading a parsed page as a visitor or a crawler would: text as shown (white space collapsed),
 * names as assistive technology gives them, headings, links, meta tags and JSON-LD. Small by
 * design: what needs layout, focus or scripts is the browser tests' to check.
 */

type Root = Document | Element;

/** The text of an element as read, its runs of white space made one space. */
export const textOf = (element: Element | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();

export const all = (root: Root, selector: string) => [...root.querySelectorAll(selector)];

/**
 * An element's accessible name, as far as the site's markup needs: `aria-label`, then the
 * elements `aria-labelledby` names, then an image's `alt`, then its text with its images'
 * `alt`s in place.
 */
export function nameOf(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label !== null) return label.trim();
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const document = element.ownerDocument;
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(document.getElementById(id)))
      .join(" ")
      .trim();
  }
  if (element.tagName === "IMG") return (element.getAttribute("alt") ?? "").trim();
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? "");
    else if (node.nodeType === 1) {
      const child = node as Element;
      if (child.getAttribute("aria-hidden") === "true") return;
      if (child.tagName === "IMG") parts.push(` ${child.getAttribute("alt") ?? ""} `);
      else if (child.getAttribute("aria-label") !== null)
        parts.push(` ${child.getAttribute("aria-label")} `);
      else for (const grandchild of child.childNodes) walk(grandchild);
    }
  };
  walk(element);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The headings of a level, in the order of the page, as their text. */
export const headings = (root: Root, level: number) =>
  all(root, `h${level}`).map((heading) => textOf(heading));

/** Sectioning elements: a header or footer inside one is not the page's banner or contentinfo. */
const SECTIONING = "main, article, section, aside, nav";

/** The page's banner and contentinfo landmarks: its header and footer outside any section. */
export const banners = (document: Document) =>
  all(document, "header").filter((header) => !header.parentElement?.closest(SECTIONING));
export const contentInfos = (document: Document) =>
  all(document, "footer").filter((footer) => !footer.parentElement?.closest(SECTIONING));

/** The one h1's text; throws when the page has none or several. */
export function h1(root: Root): string {
  const found = all(root, "h1");
  if (found.length !== 1) throw new Error(`${found.length} h1 elements, not one`);
  return textOf(found[0]);
}

export type LinkInfo = {
  name: string;
  href: string;
  target: string | null;
  rel: string | null;
  element: Element;
};

/** Every link (`a[href]`) under `root`, with its accessible name. */
export const links = (root: Root): LinkInfo[] =>
  all(root, "a[href]").map((a) => ({
    name: nameOf(a),
    href: a.getAttribute("href") ?? "",
    target: a.getAttribute("target"),
    rel: a.getAttribute("rel"),
    element: a,
  }));

/** What the site's new-tab links add to their name for a screen reader (ExternalLink). */
const NEW_TAB = " (opens in a new tab)";

/**
 * The link named `name`, or undefined: exactly (a new-tab link's name may end with what it
 * adds), or matching a pattern.
 */
export const linkNamed = (root: Root, name: string | RegExp) =>
  links(root).find((link) =>
    typeof name === "string"
      ? link.name === name || link.name === `${name}${NEW_TAB}`
      : name.test(link.name),
  );

/** Every button's accessible name under `root`. */
export const buttons = (root: Root) => all(root, "button").map((button) => nameOf(button));

/** An element labelled `name` (aria-label or aria-labelledby), such as a region or a list. */
export function labelled(root: Root, selector: string, name: string | RegExp): Element | undefined {
  return all(root, selector).find((element) => {
    const given = nameOf(element);
    return typeof name === "string" ? given === name : name.test(given);
  });
}

/** A `<meta>` tag's content, by its `name` or `property`. */
export function meta(document: Document, key: string): string | null {
  const tag =
    document.querySelector(`meta[name="${key}"]`) ??
    document.querySelector(`meta[property="${key}"]`);
  return tag?.getAttribute("content") ?? null;
}

/** The page's canonical address. */
export const canonical = (document: Document) =>
  document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null;

/** The JSON-LD blocks of the page, parsed. */
export const jsonLd = (document: Document) =>
  all(document, 'script[type="application/ld+json"]').map(
    (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  );

/** The page's `<title>`. */
export const titleOf = (document: Document) => textOf(document.querySelector("title"));

/** What a crawler reads in a page's head: its title, canonical address, JSON-LD and meta tags. */
export const headOf = (document: Document) => ({
  title: titleOf(document),
  canonical: canonical(document),
  jsonLd: jsonLd(document),
  meta: (key: string) => meta(document, key),
});

/** The book pages' addresses among a list of hrefs, as `/book/{id}`. */
export const bookHrefs = (hrefs: string[], base = "/") =>
  hrefs
    .map((href) => (href.startsWith(base) ? `/${href.slice(base.length)}` : href))
    .filter((href) => /^\/book\/[^/#?]+$/.test(href));
