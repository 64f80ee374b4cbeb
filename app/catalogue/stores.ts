import { BOOK_STORES, STORE_NAMES } from "../content/store-names.ts";
import type { OtherStore } from "../content/types.ts";

/**
 * Amazon's stores by country, and which one a visitor's languages point to. The product id
 * (a book's `amazonId`) is the same in every store; the address differs only by host. Their
 * countries' names are in ./store-countries.ts, in the site's language.
 */
export const AMAZON_STORES = [
  { code: "us", host: "www.amazon.com" },
  { code: "uk", host: "www.amazon.co.uk" },
  { code: "ca", host: "www.amazon.ca" },
  { code: "au", host: "www.amazon.com.au" },
  { code: "de", host: "www.amazon.de" },
  { code: "fr", host: "www.amazon.fr" },
  { code: "in", host: "www.amazon.in" },
] as const;

export type StoreCode = (typeof AMAZON_STORES)[number]["code"];

/** The store of the prerendered page, and of a visitor whose languages name no region. */
export const DEFAULT_STORE: StoreCode = "us";

export function isStoreCode(value: unknown): value is StoreCode {
  return AMAZON_STORES.some((store) => store.code === value);
}

/** Regions with a store of their own; in CH and BE, only for the language that store speaks. */
const STORE_BY_REGION: Record<string, StoreCode | { [language: string]: StoreCode }> = {
  US: "us",
  GB: "uk",
  UK: "uk",
  CA: "ca",
  AU: "au",
  DE: "de",
  AT: "de",
  CH: { de: "de" },
  FR: "fr",
  BE: { fr: "fr" },
  IN: "in",
};

/**
 * The store for a visitor's languages (`navigator.languages`): the first tag that names a
 * region decides (`en-GB`: UK, `de-AT`: Germany, `fr-BE`: France); a region without a store
 * of its own, or no region at all (a bare `en`), is the US store.
 */
export function storeForLanguages(languages: readonly string[]): StoreCode {
  for (const tag of languages) {
    const [language = "", region] = tag.split(/[-_]/);
    if (!region || !/^[a-z]{2}$/i.test(region)) continue;
    const match = STORE_BY_REGION[region.toUpperCase()];
    if (typeof match === "string") return match;
    return match?.[language.toLowerCase()] ?? DEFAULT_STORE;
  }
  return DEFAULT_STORE;
}

/**
 * A book's page in each Amazon store, from the retail link pattern (an Amazon address) with
 * the store's host; only the pattern's own store when it is not an Amazon address.
 */
export function amazonLinks(retailUrl: string | null): Partial<Record<StoreCode, string>> {
  return retailUrl ? (inEachStore(retailUrl, AMAZON_STORES) ?? { us: retailUrl }) : {};
}

/**
 * The same page in each country's store (Amazon's, Audible's), from an address on one of their
 * hosts, by changing the host; `null` for an address on none of them.
 */
export function inEachStore(
  address: string,
  stores: readonly { code: StoreCode; host: string }[],
): Partial<Record<StoreCode, string>> | null {
  if (!stores.some((store) => store.host === new URL(address).host)) return null;
  return Object.fromEntries(
    stores.map((store) => {
      const local = new URL(address);
      local.host = store.host;
      return [store.code, local.href];
    }),
  );
}

/** The other stores a book may list, by name, in the order they are shown. */
export const OTHER_STORES: readonly { key: OtherStore; name: string }[] = BOOK_STORES.map(
  (key) => ({ key, name: STORE_NAMES[key] }),
);

/** A book's other stores as name and address, in OTHER_STORES' order. */
export function otherStoreLinks(
  stores: Partial<Record<OtherStore, string>>,
): { name: string; url: string }[] {
  return OTHER_STORES.flatMap(({ key, name }) => {
    const url = stores[key];
    return url ? [{ name, url }] : [];
  });
}
