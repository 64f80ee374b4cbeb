import * as says from "~messages/lines";
import type { StoreCode } from "./stores.ts";

/**
 * Each Amazon store's country, as the store picker names it, in the site's language: messages,
 * as the picker is drawn in the browser, where Intl.DisplayNames' first use would cost a phone
 * a long task.
 */
const COUNTRIES: Record<StoreCode, () => string> = {
  us: says.country_us,
  uk: says.country_uk,
  ca: says.country_ca,
  au: says.country_au,
  de: says.country_de,
  fr: says.country_fr,
  in: says.country_in,
};

/** A store's country: "United Kingdom" for `uk`. */
export const storeCountry = (code: StoreCode): string => COUNTRIES[code]();
