import type { EventCard } from "~/catalogue/events";
import type { BookPage as BookPageData } from "~/catalogue/page-data";
import { paths } from "~/catalogue/paths";
import { IMAGE_SIZES, imagePreload } from "~/catalogue/responsive-images";
import { headTags, type PageSeo } from "~/catalogue/seo";
import { BookDetails } from "./book-details";
import { BookExtras } from "./book-extras";
import { GoBack } from "./go-back";

type BookPageProps = BookPageData & { seo: PageSeo; events: EventCard[] };

/** A book's page: its details, where to buy it, its trailer, keywords and more books. */
export function BookPage({ page }: { page: BookPageProps }) {
  return (
    <article className="page" aria-labelledby="book-title">
      <p>
        <GoBack />
      </p>
      <BookDetails book={page.book} headingLevel={1} titleId="book-title" eager />
      <BookExtras page={page} />
    </article>
  );
}

/** A book page's head: its metadata, and a preload for its cover, the largest paint. */
export function bookPageHead(page: BookPageProps) {
  return [
    ...headTags(page.seo),
    imagePreload(paths.cover(page.book.id), "cover", IMAGE_SIZES.detail),
  ];
}
