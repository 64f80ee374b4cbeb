import { Link } from "react-router";
import { loadCatalogue } from "~/catalogue/content.server";
import { homePage } from "~/catalogue/page-data";
import { paths } from "~/catalogue/paths";
import { newestFirst } from "~/catalogue/queries";
import { IMAGE_SIZES, imagePreload } from "~/catalogue/responsive-images";
import { headTags, homeSeo } from "~/catalogue/seo";
import { AboutSection } from "~/components/about-section";
import { BookGrid } from "~/components/book-grid";
import { GenreSection } from "~/components/genre-section";
import { HomeSection } from "~/components/home-section";
import { Intro } from "~/components/intro";
import { NewsList } from "~/components/news-list";
import { TrailerList } from "~/components/trailer-list";
import type { Route } from "./+types/home";

export function loader() {
  const catalogue = loadCatalogue();
  return { ...homePage(catalogue), seo: homeSeo(catalogue, newestFirst(catalogue.news)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const cover = loaderData.featured[0];
  return [
    ...headTags(loaderData.seo),
    ...(cover ? [imagePreload(paths.cover(cover.id), "cover", IMAGE_SIZES.intro)] : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { intro, featured, news, about, trailers, fiction, nonfiction, singles } = loaderData;
  return (
    <>
      <Intro {...intro} cover={featured[0]} />
      <HomeSection id="featured" title="Featured Books">
        <BookGrid books={featured} label="Featured books" eagerCount={2} />
      </HomeSection>
      <HomeSection id="news" title="Latest News" tone="paper">
        <NewsList items={news} />
      </HomeSection>
      <AboutSection {...about} />
      <HomeSection id="trailers" title="Book Trailers">
        <TrailerList trailers={trailers} />
        <p>
          <Link className="button button-quiet" to={paths.trailers}>
            See all trailers
          </Link>
        </p>
      </HomeSection>
      <GenreSection id="fiction" title="Fiction Books" section={fiction} />
      <GenreSection id="nonfiction" title="Nonfiction Books" section={nonfiction} tone="paper" />
      <GenreSection id="singles" title="Kindle Singles" section={singles} />
    </>
  );
}
