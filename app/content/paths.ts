/**
 * Every URL the site links to inside itself, in one place. These are the site's own paths,
 * as its router and its build folder know them; under a base path (`BASE_PATH`, such as
 * `/my-books/` for a GitHub Pages project site) the router's links add it themselves, and
 * anything else written into a page (an image, a fetch, a full address) goes through `siteUrl`.
 */

/** The home page's sections that its header can link, as their anchors. */
export type HomeSection = "featured" | "about" | "trailers" | "fiction" | "nonfiction" | "singles";

/**
 * The shape of every address the site serves, one per type of page or file, as React Router's
 * route patterns (`:id` a segment, `?` optional, `*` any path), in the route table's order: the
 * one table of URL shapes. app/routes.ts routes them; the functions of `paths` below fill them
 * in, and app/routes.test.ts holds each function to its pattern with React Router's matcher.
 */
export const ROUTE_PATTERNS = {
  home: "/",
  book: "/book/:id",
  sample: "/book/:id/sample",
  guide: "/book/:id/guide",
  "release-calendar": "/book/:id/release.ics",
  series: "/series/:key",
  search: "/search/:query?",
  trailers: "/trailers/all",
  events: "/events",
  "event-calendar": "/events/:id/calendar.ics",
  "content-notes": "/content-notes",
  shelf: "/shelf",
  tropes: "/tropes",
  trope: "/tropes/:trope",
  authors: "/authors",
  author: "/authors/:id",
  "author-feed": "/authors/:id/feed.xml",
  "author-press": "/authors/:id/press",
  press: "/press",
  "shelf-data": "/shelf.json",
  "section-books": "/home/:file",
  "assistant-data": "/assistant.json",
  feed: "/feed.xml",
  "series-feed": "/series/:key/feed.xml",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  /**
   * The addresses the author chooses (a book's own short address such as /tyrant, the free
   * book's page, the review team's), and any other address: Not Found.
   */
  alias: "/*",
} as const;
export type PageRoute = keyof typeof ROUTE_PATTERNS;

export const paths = {
  home: ROUTE_PATTERNS.home,
  homeSection: (id: HomeSection) => `/#${id}`,
  book: (id: string) => `/book/${id}`,
  sample: (id: string) => `/book/${id}/sample`,
  /** A book's book-club guide: its discussion questions, made to print. */
  guide: (id: string) => `/book/${id}/guide`,
  /** A coming book's release day as a calendar file (RFC 5545), for "Add to my calendar". */
  releaseCalendar: (id: string) => `/book/${id}/release.ics`,
  series: (key: string) => `/series/${key}`,
  /** A series' own Atom feed: its books, newest first, for "new books in this series". */
  seriesFeed: (key: string) => `/series/${key}/feed.xml`,
  search: (query: string) => `/search/${encodeURIComponent(query)}`,
  /** The page served for every search address: it reads the query and searches in the browser. */
  searchPage: "/search",
  trailers: ROUTE_PATTERNS.trailers,
  /** The author's events, coming and past. */
  events: ROUTE_PATTERNS.events,
  /** An event, on the events page. */
  event: (id: string) => `/events#${eventAnchor(id)}`,
  /** An event as a calendar file (RFC 5545), for "Add to my calendar". */
  eventCalendar: (id: string) => `/events/${id}/calendar.ics`,
  /** Every book's content notes, and what each term means. */
  contentNotes: ROUTE_PATTERNS["content-notes"],
  /** The reader's shelf: the books they marked, kept in their browser. */
  shelf: ROUTE_PATTERNS.shelf,
  /** Every trope with its count, and the heat scale explained. */
  tropes: ROUTE_PATTERNS.tropes,
  /**
   * A trope's books, at its slug (app/content/tropes.ts), percent-encoded as a URL has it: a
   * slug keeps the letters of any script (`/tropes/%D0%BB%D1%8E...` for `любовь-и-war`).
   */
  trope: (slug: string) => `/tropes/${encodeURIComponent(slug)}`,
  /** Every author of a site of several, by sort name. */
  authors: ROUTE_PATTERNS.authors,
  /** An author's page: their biography and their books. */
  author: (id: string) => `/authors/${id}`,
  /** An author's own Atom feed: their books, newest first. */
  authorFeed: (id: string) => `/authors/${id}/feed.xml`,
  /** An author's press kit, on a site of several; a site of one author's is at `press`. */
  authorPress: (id: string) => `/authors/${id}/press`,
  press: ROUTE_PATTERNS.press,
  /** A level of the heat scale, explained on the tropes page. */
  heat: (level: number) => `${ROUTE_PATTERNS.tropes}#heat-${level}`,
  /** The books and series orders the home page's "Continue your series" loads for a reader. */
  shelfData: ROUTE_PATTERNS["shelf-data"],
  /** Every book of a home section, for its Show all and filters (a prerendered JSON file). */
  sectionBooks: (id: string) => `/home/${id}.json`,
  /** The editor's page (admin/), built apart from the site. */
  editor: "/admin/",
};

/**
 * An event's anchor on the pages that list it: prefixed, so that no event's id can take the
 * anchor of a home page section (`#about`).
 */
export const eventAnchor = (id: string) => `event-${id}`;

/** Folders served beside the pages: the author's images, and the build's hashed files. */
export const ASSETS_FOLDER = "assets";
export const STATIC_FOLDER = "static";

/** The folders of images under /assets/ (public/assets/ in the project). */
const IMAGES = {
  /** Covers, `{book id}.jpg`, which the author supplies. */
  books: `/${ASSETS_FOLDER}/books`,
  /** Trailer thumbnails, `{book or series id}_trailer.jpg`, which the author supplies. */
  trailers: `/${ASSETS_FOLDER}/trailers`,
  /** The author's portrait. */
  author: `/${ASSETS_FOLDER}/author`,
  /** The portraits of the authors of content/authors/, as their files name them. */
  authors: `/${ASSETS_FOLDER}/authors`,
  /** The site's own icons and ribbons. */
  misc: `/${ASSETS_FOLDER}/misc`,
  /** WebP variants of the images above, made by the build (build-steps/image-variants.ts). */
  responsive: `/${ASSETS_FOLDER}/responsive`,
  /** Share cards, made by the build (build-steps/share-cards.tsx). */
  cards: `/${ASSETS_FOLDER}/cards`,
  /** The press kits' archives, made by the build (build-steps/press-kits.ts). */
  press: `/${ASSETS_FOLDER}/press`,
} as const;

/**
 * Every image's path on the site, in one place: the pages, the content checks, the build steps,
 * the editor and the tools take them from here. A path such as `/assets/books/x.jpg` is the
 * file `public/assets/books/x.jpg` in the project (`publicFile`), and its URL is `siteUrl`'s.
 */
export const assetPaths = {
  folders: IMAGES,
  cover: (id: string) => `${IMAGES.books}/${id}.jpg`,
  trailerThumbnail: (id: string) => `${IMAGES.trailers}/${id}_trailer.jpg`,
  /** The portrait a new site starts with (content/site.yaml's author.portrait may name another). */
  portrait: `${IMAGES.author}/portrait.jpg`,
  ribbon: (ribbon: "preorder" | "comingsoon") => `${IMAGES.misc}/${ribbon}.png`,
  icon: (name: "buy" | "audio") => `${IMAGES.misc}/${name}.png`,
  /** `/assets/books/x.jpg` at 400 px wide is `/assets/responsive/books/x-400.webp`. */
  variant: (original: string, width: number) =>
    original
      .replace(/^\/assets\//, `${IMAGES.responsive}/`)
      .replace(/\.[a-z]+$/i, `-${width}.webp`),
  bookCard: (id: string) => `${IMAGES.cards}/books/${id}.jpg`,
  seriesCard: (key: string) => `${IMAGES.cards}/series/${key}.jpg`,
  authorCard: (id: string) => `${IMAGES.cards}/authors/${id}.jpg`,
  /** An author's press kit as one archive: their portrait, their covers and their bios. */
  pressKit: (id: string) => `${IMAGES.press}/${id}-press-kit.zip`,
  homeCard: `${IMAGES.cards}/home.jpg`,
};

/** The project file of an asset path: `/assets/books/x.jpg` is `public/assets/books/x.jpg`. */
export const publicFile = (assetPath: string) => `public${assetPath}`;

/**
 * The first path segments no book alias may take, whatever the catalogue holds: those of every
 * type of page and file (book, series, search, feed.xml ...), so that a catalogue's first
 * series, event or trailer never clashes with an alias, and of the folders served beside them.
 * (A function, so that a page's script that imports paths does not compute it.)
 */
export function reservedSegments(): ReadonlySet<string> {
  return new Set(
    [
      ...Object.entries(ROUTE_PATTERNS)
        .filter(([route]) => route !== "alias")
        .map(([, pattern]) => pattern),
      `/${ASSETS_FOLDER}`,
      `/${STATIC_FOLDER}`,
      paths.editor,
    ]
      .map((path) => path.split("/")[1] ?? "")
      .filter((segment) => segment !== ""),
  );
}

/**
 * How the build names its hashed files: `{chunk}-{8-character hash}.js` (or .css), Rollup's
 * default, which build-steps/framework-output.ts checks on every build. The early-input script
 * reads a chunk's name out of a script that failed to load with it.
 */
export const HASHED_FILE_NAME = /^(.+)-[\w-]{8}\.(js|css)$/;

/**
 * The folder the site is published under, `/` or such as `/my-books/`: config/environment.mjs
 * reads it from `BASE_PATH`, and the Vite configurations define it for the site and the editor.
 * Node scripts run outside Vite (the build steps) have no `import.meta.env`: their paths are
 * files of the build, never URLs.
 */
export const basePath = (): string => import.meta.env?.SITE_BASE_PATH ?? "/";

/** The URL of one of the site's paths (`/assets/x.jpg`, `/book/x`) under the base path. */
export function siteUrl(path: string): string {
  return path.startsWith("/") ? `${basePath()}${path.slice(1)}` : path;
}
