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
  trailers: "/trailers/all",
  cover: (id: string) => `/assets/books/${id}.jpg`,
  trailerThumbnail: (id: string) => `/assets/trailers/${id}_trailer.jpg`,
  ribbon: (ribbon: "preorder" | "comingsoon") => `/assets/misc/${ribbon}.png`,
};
