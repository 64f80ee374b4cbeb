import { useEffect, useRef, useState, useTransition } from "react";
import {
  type BookSection as BookSectionData,
  FIRST_VIEW,
  needsAllBooks,
  type SectionBook,
  type SectionView,
  sectionContents,
} from "~/catalogue/book-sections";
import type { SectionFilter } from "~/catalogue/queries";
import { loadChunk } from "~/lib/chunks";
import * as home from "~messages/home";
import { BookGrid } from "../book/book-grid";
import { AppButton } from "../ui/app-button";
import styles from "./book-section.module.css";
import { HomeSection } from "./home-section";

const ALL: SectionFilter = { kind: "all" };
/** A section of fewer books shows them larger, so that a new author's covers fill the page. */
const FEW_BOOKS = 4;

/** Every book of a section, with the code that checks them: both loaded on first use. */
const loadAllBooks = (path: string) =>
  loadChunk("section-books", () => import("~/lib/section-books")).then((module) =>
    module.loadSectionBooks(path),
  );

/** Whether two filters choose the same books. */
const sameFilter = (a: SectionFilter, b: SectionFilter) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A home section of covers, newest first: its first rows, and Show all for the rest. A
 * category list, a series list, a trope list and, on a site of several authors, an author list
 * filter it (one filter at a time, so choosing in one list resets the others to All), over every book of the section: when the page holds only the
 * first rows, the first Show all or filter loads them all, and its button is busy meanwhile.
 */
export function BookSection({
  id,
  title,
  section,
  tone,
  eagerCount = 0,
}: {
  id: string;
  title: string;
  section: BookSectionData;
  tone?: "night" | "paper";
  eagerCount?: number;
}) {
  const [view, setView] = useState<SectionView>(FIRST_VIEW);
  const [all, setAll] = useState<SectionBook[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, startLoading] = useTransition();
  const [pressed, setPressed] = useState<string | null>(null);
  // The first cover Show all revealed, which takes the focus from the button it replaces.
  const [revealed, setRevealed] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { books, matching } = sectionContents(section, all, view);

  useEffect(() => {
    if (revealed !== null) gridRef.current?.querySelectorAll("a")[revealed]?.focus();
  }, [revealed]);

  const choose = (control: string, next: SectionView, reveal: number | null = null) => {
    setPressed(control);
    setFailed(false);
    const show = () => {
      setView(next);
      setRevealed(reveal);
    };
    if (!section.allBooks || !needsAllBooks(section, all, next)) return show();
    const path = section.allBooks;
    startLoading(async () => {
      try {
        const loaded = await loadAllBooks(path);
        startLoading(() => {
          setAll(loaded);
          show();
        });
      } catch {
        setFailed(true);
      }
    });
  };
  const busy = (control: string) => (loading && pressed === control) || undefined;
  const option = (key: string, label: string, value: SectionFilter, chosen: boolean) => (
    <li key={key}>
      <AppButton
        className={styles.option}
        aria-pressed={chosen}
        aria-busy={busy(key)}
        onClick={() => choose(key, { filter: value, showAll: false })}
      >
        {label}
      </AppButton>
    </li>
  );
  const { filter } = view;
  const lists = filterLists(section);

  return (
    <HomeSection id={id} title={title} tone={tone}>
      {lists.length > 0 && (
        <div className={styles.filters}>
          {lists.map(({ kind, name, options }) => (
            <ul key={kind} className={styles.list} aria-label={name({ title })}>
              {option(kind, home.filter_all(), ALL, filter.kind !== kind)}
              {options.map(({ key, label, value }) =>
                option(`${kind}-${key}`, label, value, sameFilter(filter, value)),
              )}
            </ul>
          ))}
        </div>
      )}
      <div ref={gridRef}>
        <BookGrid
          books={books}
          label={title}
          eagerCount={eagerCount}
          few={section.total < FEW_BOOKS}
        />
      </div>
      {failed && (
        <p className={styles.failed} role="alert">
          {home.books_failed()}
        </p>
      )}
      {matching > books.length && (
        <p className={styles.more}>
          <AppButton
            className="button button-quiet"
            aria-busy={busy("show-all")}
            onClick={() => choose("show-all", { ...view, showAll: true }, books.length)}
          >
            {home.show_all({ count: matching })}
            <span className="visually-hidden">{home.show_all_in({ title })}</span>
            {home.show_all_end()}
          </AppButton>
        </p>
      )}
    </HomeSection>
  );
}

/**
 * One list of filters per kind, each there when the section offers some of that kind, named
 * for the section it filters.
 */
function filterLists(section: BookSectionData) {
  return (
    [
      {
        kind: "category",
        name: home.filter_category,
        options: section.categories.map((c) => ({
          key: c.key,
          label: c.label,
          value: { kind: "category", key: c.key },
        })),
      },
      {
        kind: "series",
        name: home.filter_series,
        options: section.series.map((s) => ({
          key: s.id,
          label: s.title,
          value: { kind: "series", id: s.id },
        })),
      },
      {
        kind: "trope",
        name: home.filter_trope,
        options: section.tropes.map((t) => ({
          key: t.slug,
          label: t.label,
          value: { kind: "trope", slug: t.slug },
        })),
      },
      {
        kind: "author",
        name: home.filter_author,
        options: (section.authors ?? []).map((a) => ({
          key: a.id,
          label: a.name,
          value: { kind: "author", id: a.id },
        })),
      },
    ] satisfies {
      kind: SectionFilter["kind"];
      name: (inputs: { title: string }) => string;
      options: { value: SectionFilter }[];
    }[]
  ).filter((list) => list.options.length > 0);
}
