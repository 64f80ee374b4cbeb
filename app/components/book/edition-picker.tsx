import { Fragment, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import {
  borrowLinks,
  editionFromSlug,
  inBuyingOrder,
  LIBRARY_FINDER,
  linkIn,
  openingEdition,
  type StoreLink,
} from "~/catalogue/edition-choice";
import type { StoreCode } from "~/catalogue/stores";
import { andList } from "~/catalogue/wording";
import type { Format } from "~/content/formats";
import { useStore } from "~/hooks/use-store";
import { lazyChunk } from "~/lib/chunks";
import { formatChoice, libraryChoice, nothingChosen } from "~/lib/edition-choices";
import type { EditionView } from "~/pages/page-data";
import * as says from "~messages/book";
import { ChunkBoundary } from "../ui/chunk-boundary";
import { ExternalLink } from "../ui/external-link";
import { StorePicker } from "./buy-links";
import styles from "./edition-picker.module.css";

const LibraryForm = lazyChunk("library", () => import("./library-form"));

/**
 * A book's formats as a group of radio buttons, each with its panel: the stores that sell it
 * (in the visitor's country, where a store has one), its details and where to borrow it.
 *
 * The radios hold the choice and CSS shows the checked one's panel, so the picker works in
 * the prerendered page before its script arrives, and without it. Once the script runs, the
 * page opens on the edition its address names (`#audiobook`) or on the format the reader
 * chose before, and a choice is remembered on the device and put in the address.
 */
export function EditionPicker({ editions }: { editions: EditionView[] }) {
  const name = useId();
  const titleId = useId();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const radios = () => [
      ...(group.current?.querySelectorAll<HTMLInputElement>(":scope > label > input") ?? []),
    ];
    const open = (index: number, inView: boolean) => {
      const radio = radios()[index];
      if (radio) radio.checked = true;
      if (inView) document.getElementById(editions[index]?.slug ?? "")?.scrollIntoView();
    };
    const named = editionFromSlug(location.hash, editions) !== null;
    // A choice made before the script arrived stands, unless the address names an edition.
    if (named || radios().findIndex((radio) => radio.checked) <= 0)
      open(
        openingEdition(editions, { hash: location.hash, remembered: formatChoice.read() }),
        named,
      );
    // Only a fragment that names one of the editions is the picker's. The skip link's `#main`,
    // and any other, the browser scrolls to and focuses, and the reader's format stays.
    const onHashChange = () => {
      const index = editionFromSlug(location.hash, editions);
      if (index !== null) open(index, true);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [editions]);

  return (
    <section className={styles.formats} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {says.formats()}
      </h2>
      {/*
        Each format's pill is followed by its panel, so that CSS shows the checked one's panel
        whatever its place (a rule for each place stopped at twelve); the stylesheet draws the
        pills in a row and the panel below them.
      */}
      <div ref={group} role="radiogroup" aria-labelledby={titleId} className={styles.choices}>
        {editions.map((edition, index) => (
          <Fragment key={edition.slug}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={edition.slug}
                defaultChecked={index === 0}
                aria-controls={edition.slug}
                onChange={() => {
                  if (edition.format) formatChoice.save(edition.format);
                  history.replaceState(history.state, "", `#${edition.slug}`);
                }}
              />
              {edition.label}
            </label>
            <div id={edition.slug} className={styles.panel}>
              <EditionStores edition={edition} />
              <dl className={styles.details}>
                {edition.details.map(({ term, value, href }) => (
                  <div key={term}>
                    <dt className={styles.term}>{term}</dt>
                    <dd>{href ? <Link to={href}>{value}</Link> : value}</dd>
                  </div>
                ))}
              </dl>
              {edition.borrow && <Borrow borrow={edition.borrow} format={edition.format} />}
            </div>
          </Fragment>
        ))}
      </div>
    </section>
  );
}

/**
 * The edition's ways to buy in the visitor's country, in the order inBuyingOrder gives: the
 * first as the button (the author's own store with what the reader gets there, or a store),
 * the other stores beside it, and the author's store, where the site puts it last, after
 * them. The country picker goes with the first store: beside the button, or under the others.
 */
function EditionStores({ edition }: { edition: EditionView }) {
  const store = useStore();
  const [button, ...rest] = inBuyingOrder(edition.stores, edition.direct);
  if (!button) return null;
  const picker = <StorePicker countries={edition.stores[0]?.byCountry ?? {}} />;
  const others = rest.flatMap((way) => ("seller" in way ? [] : [way]));
  const after = rest.find((way) => "seller" in way);
  return (
    <div className={styles.stores}>
      <span className={styles.buy}>
        {"seller" in button ? (
          <>
            <ExternalLink className="button" href={button.url}>
              {says.buy_direct({ seller: button.seller })}
            </ExternalLink>
            <span className={styles.offer}>{button.offer}</span>
          </>
        ) : (
          <>
            <ExternalLink className="button" href={linkIn(button, store)}>
              {says.buy_from({ store: button.name })}
            </ExternalLink>
            {picker}
          </>
        )}
      </span>
      {others.length > 0 && <AlsoAt links={others} store={store} />}
      {"seller" in button && picker}
      {after && "seller" in after && (
        <p className={styles.also}>
          <span className={styles.label}>{says.direct()}</span>
          <ExternalLink href={after.url}>{says.direct_from({ seller: after.seller })}</ExternalLink>
          <span className={styles.offer}>{after.offer}</span>
        </p>
      )}
    </div>
  );
}

/** Stores beside the button, each in the visitor's country where it has one there. */
function AlsoAt({ links, store }: { links: StoreLink[]; store: StoreCode }) {
  return (
    <p className={styles.also}>
      <span className={styles.label}>{says.also_at()}</span>
      {links.map((link) => (
        <ExternalLink key={link.store} href={linkIn(link, store)}>
          {link.name}
        </ExternalLink>
      ))}
    </p>
  );
}

/**
 * Where to borrow the edition (WorldCat, and Libby in the reader's library once they name it)
 * and how to ask a library to buy it. A KDP Select ebook, which no library lends, names the
 * editions to ask for instead.
 */
function Borrow({
  borrow,
  format,
}: {
  borrow: NonNullable<EditionView["borrow"]>;
  format: Format | null;
}) {
  const library = useSyncExternalStore(libraryChoice.subscribe, libraryChoice.read, nothingChosen);
  if (borrow.isbn === null) {
    const instead = borrow.instead.map(({ name, isbn }) =>
      says.edition_isbn({ edition: name, isbn }),
    );
    return (
      <p className={styles.ask}>
        {instead.length > 0
          ? says.kindle_unlimited_instead({ editions: andList(instead, says.or()) })
          : says.kindle_unlimited()}
      </p>
    );
  }
  const links = borrowLinks({ isbn: borrow.isbn, format }, library);
  const lends = links.some((link) => link.name === "Libby");
  return (
    <div className={styles.borrow}>
      <p className={styles.also}>
        <span className={styles.label}>{says.borrow()}</span>
        {links.map((link) => (
          <ExternalLink key={link.name} href={link.url}>
            {link.name === "Libby" && library ? `Libby (${library})` : link.name}
          </ExternalLink>
        ))}
      </p>
      {lends && <LibraryChoice library={library} />}
      <p className={styles.ask}>
        {says.ask_library({ isbn: borrow.isbn })}{" "}
        <ExternalLink href={LIBRARY_FINDER}>{says.find_library()}</ExternalLink>
      </p>
    </div>
  );
}

/**
 * The reader's library, saved once on the device: its form is a chunk of its own, loaded when
 * the reader opens it (few do), and shown only once the app is ready, as it needs the app.
 */
function LibraryChoice({ library }: { library: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.library} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{library ? says.library_change() : says.library_set()}</summary>
      {open && (
        <ChunkBoundary>
          <LibraryForm library={library} />
        </ChunkBoundary>
      )}
    </details>
  );
}
