import { useId } from "react";
import { storeCountry } from "~/catalogue/store-countries";
import { AMAZON_STORES, isStoreCode, type StoreCode } from "~/catalogue/stores";
import { useStore } from "~/hooks/use-store";
import { chooseStore } from "~/lib/store-choice";
import type { BookStores } from "~/pages/page-data";
import * as says from "~messages/book";
import { ButtonIcon } from "../ui/button-icon";
import { ExternalLink } from "../ui/external-link";
import styles from "./buy-links.module.css";

/**
 * The Buy button, to where the book is sold (in the visitor's country where the store has a
 * page in each), with a picker to change the store (remembered across pages and visits).
 */
export function BuyButton({ stores }: { stores: BookStores }) {
  const store = useStore();
  const { buy } = stores;
  if (!buy) return null;
  return (
    <span className={styles.buy}>
      <ExternalLink className="button" href={buy.byCountry[store] ?? buy.url}>
        <ButtonIcon name="buy" className={styles.icon} />
        {buy.label}
      </ExternalLink>
      <StorePicker countries={buy.byCountry} />
    </span>
  );
}

/** The visitor's country's store, among those a link has (remembered across pages and visits). */
export function StorePicker({ countries }: { countries: Partial<Record<StoreCode, string>> }) {
  const store = useStore();
  const pickerId = useId();
  const offered = AMAZON_STORES.filter((s) => countries[s.code]);
  if (offered.length < 2) return null;
  return (
    <span className={styles.picker}>
      <label htmlFor={pickerId}>{says.store()}</label>
      <select
        id={pickerId}
        className={styles.select}
        value={store}
        onChange={(event) => {
          if (isStoreCode(event.target.value)) chooseStore(event.target.value);
        }}
      >
        {offered.map((s) => (
          <option key={s.code} value={s.code}>
            {storeCountry(s.code)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The book's other stores, when its content lists any. */
export function MoreStores({ stores }: { stores: BookStores }) {
  const titleId = useId();
  if (stores.other.length === 0) return null;
  return (
    <section className={styles.more} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.moreTitle}>
        {says.more_stores()}
      </h2>
      <ul className={styles.moreList}>
        {stores.other.map((store) => (
          <li key={store.name}>
            <ExternalLink href={store.url}>{store.name}</ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
