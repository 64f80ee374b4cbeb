import { useState } from "react";
import type { GenreSectionData } from "~/catalogue/page-data";
import { matchesFilter, type SectionFilter } from "~/catalogue/queries";
import { AppButton } from "./app-button";
import { BookGrid } from "./book-grid";
import styles from "./genre-section.module.css";
import { HomeSection } from "./home-section";

const ALL: SectionFilter = { kind: "all" };

/**
 * A genre's covers with a category list and a series list to filter them. There is one
 * filter at a time, so choosing in one list resets the other to All.
 */
export function GenreSection({
  id,
  title,
  section,
  tone,
}: {
  id: string;
  title: string;
  section: GenreSectionData;
  tone?: "night" | "paper";
}) {
  const [filter, setFilter] = useState<SectionFilter>(ALL);
  const books = section.books.filter((book) => matchesFilter(book, filter));
  const option = (label: string, value: SectionFilter, pressed: boolean) => (
    <li key={label}>
      <AppButton className={styles.option} aria-pressed={pressed} onClick={() => setFilter(value)}>
        {label}
      </AppButton>
    </li>
  );

  return (
    <HomeSection id={id} title={title} tone={tone}>
      <div className={styles.filters}>
        {section.categories.length > 0 && (
          <ul className={styles.list} aria-label={`${title}: filter by category`}>
            {option("All", ALL, filter.kind !== "category")}
            {section.categories.map((c) =>
              option(
                c.label,
                { kind: "category", key: c.key },
                filter.kind === "category" && filter.key === c.key,
              ),
            )}
          </ul>
        )}
        {section.series.length > 0 && (
          <ul className={styles.list} aria-label={`${title}: filter by series`}>
            {option("All", ALL, filter.kind !== "series")}
            {section.series.map((s) =>
              option(
                s.title,
                { kind: "series", id: s.id },
                filter.kind === "series" && filter.id === s.id,
              ),
            )}
          </ul>
        )}
      </div>
      <BookGrid books={books} label={title} />
    </HomeSection>
  );
}
