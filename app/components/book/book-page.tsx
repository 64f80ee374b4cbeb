import { IMAGE_SIZES, imagePreload } from "~/catalogue/responsive-images";
import { assetPaths } from "~/content/paths";
import { headTags } from "~/pages/head-tags";
import type { BookPage as BookPageData } from "~/pages/page-data";
import { GoBack } from "../ui/go-back";
import { BookDetails } from "./book-details";
import { BookExtras } from "./book-extras";
import { ContentNotes } from "./content-notes";

/** A book's page: its details, where to buy it, its trailer, keywords and more books. */
export function BookPage({ page }: { page: BookPageData }) {
  return (
    <article className="page" aria-labelledby="book-title">
      <p>
        <GoBack />
      </p>
      <BookDetails book={page.book} headingLevel={1} titleId="book-title" eager>
        {page.contentNotes && <ContentNotes {...page.contentNotes} />}
      </BookDetails>
      <BookExtras page={page} />
    </article>
  );
}

/** A book page's head: its metadata, and a preload for its cover, the largest paint. */
export function bookPageHead(page: BookPageData) {
  return [
    ...headTags(page.seo),
    imagePreload(assetPaths.cover(page.book.id), "cover", IMAGE_SIZES.detail),
  ];
}
