/** Every URL the site links to inside itself, in one place. */

export const HOME_SECTIONS = [
  "featured",
  "about",
  "trailers",
  "fiction",
  "nonfiction",
  "singles",
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const paths = {
  home: "/",
  homeSection: (id: HomeSection) => `/#${id}`,
  book: (id: string) => `/book/${id}`,
  sample: (id: string) => `/book/${id}/sample`,
  series: (key: string) => `/series/${key}`,
  search: (query: string) => `/search/${encodeURIComponent(query)}`,
  /** The page served for every search address: it reads the query and searches in the browser. */
  searchPage: "/search",
  trailers: "/trailers/all",
  /** Every book of a home section, for its Show all and filters (a prerendered JSON file). */
  sectionBooks: (id: string) => `/home/${id}.json`,
  cover: (id: string) => `/assets/books/${id}.jpg`,
  trailerThumbnail: (id: string) => `/assets/trailers/${id}_trailer.jpg`,
  ribbon: (ribbon: "preorder" | "comingsoon") => `/assets/misc/${ribbon}.png`,
  /** The editor's page (admin/), built apart from the site. */
  editor: "/admin/",
};

/** Folders served beside the pages: the author's images, and the build's hashed files. */
export const ASSETS_FOLDER = "assets";
export const STATIC_FOLDER = "static";
