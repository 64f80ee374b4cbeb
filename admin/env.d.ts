declare module "virtual:content-snapshot" {
  import type { ContentSnapshot } from "./content-check";

  const snapshot: ContentSnapshot;
  export default snapshot;
}

/** The editor's backend on the published site (./backend.ts), fixed at build time. */
declare const EDITOR_BACKEND: import("decap-cms-core").CmsBackend | null;
/** Where decap-server answers on the author's machine (./backend.ts). */
declare const LOCAL_BACKEND_URL: string;
