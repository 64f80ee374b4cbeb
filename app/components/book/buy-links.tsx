import { useId } from "react";
import { AMAZON_STORES, isStoreCode, type StoreCode } from "~/catalogue/stores";
import { useStore } from "~/hooks/use-store";
import { chooseStore } from "~/lib/store-choice";
import type { BookStores } from "~/pages/page-data";
import { ButtonIcon } from "../ui/button-icon";
import { ExternalLink } from "../ui/external-link";
import styles from "./buy-links.module.css";

/**
 * The Buy button, to the book's page in the visitor's Amazon store, with a picker to change
 * the store (remembered across pages and visits).
 */
export function BuyButton({ stores }: { stores: BookStores }) {
  const store = useStore();
  const offered = AMAZON_STORES.filter((s) => stores.amazon[s.code]);
  const href = stores.amazon[store] ?? stores.amazon.us;
  if (!href) return null;
  return (
    <span className={styles.buy}>
      <ExternalLink className="button" href={href}>
        <ButtonIcon name="buy" className={styles.icon} />
        Buy the book
      </ExternalLink>
      <StorePicker offered={offered.map((s) => s.code)} />
    </span>
  );
}

/** The visitor's country's store, among those a link has (remembered across pages and visits). */
export function StorePicker({ offered }: { offered: readonly StoreCode[] }) {
  const store = useStore();
  const pickerId = useId();
  if (offered.length < 2) return null;
  return (
    <span className={styles.picker}>
      <label htmlFor={pickerId}>Store</label>
      <select
        id={pickerId}
        className={styles.select}
        value={store}
        onChange={(event) => {
          if (isStoreCode(event.target.value)) chooseStore(event.target.value);
        }}
      >
        {AMAZON_STORES.filter((s) => offered.includes(s.code)).map((s) => (
          <option key={s.code} value={s.code}>
            {s.country}
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
        More stores
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
