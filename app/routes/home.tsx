import { Link } from "react-router";
import { comingEvents } from "~/catalogue/events";
import { IMAGE_SIZES, imagePreload } from "~/catalogue/responsive-images";
import { AboutSection } from "~/components/home/about-section";
import { BookSection } from "~/components/home/book-section";
import { ComingEvents } from "~/components/home/coming-events";
import { ContinueSeries } from "~/components/home/continue-series";
import { HomeSection } from "~/components/home/home-section";
import { Intro } from "~/components/home/intro";
import { NewsList } from "~/components/home/news-list";
import { TrailerList } from "~/components/trailers/trailer-list";
import { assetPaths, paths } from "~/content/paths";
import { headTags } from "~/pages/head-tags";
import { homePage } from "~/pages/home-page";
import { buildDay } from "~/schema/build-day.server";
import { loadCatalogue } from "~/schema/content.server";
import * as home from "~messages/home";
import * as trailerWords from "~messages/trailers";
import type { Route } from "./+types/home";

export function loader() {
  const catalogue = loadCatalogue();
  return { ...homePage(catalogue), events: comingEvents(catalogue, buildDay()) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { cover } = loaderData.intro;
  return [
    ...headTags(loaderData.seo),
    ...(cover ? [imagePreload(assetPaths.cover(cover.id), "cover", IMAGE_SIZES.intro)] : []),
  ];
}

// The spec's sections in order, titled as the site settings say; a section with nothing to
// show is left out.
export default function Home({ loaderData }: Route.ComponentProps) {
  const { intro, featured, news, about, events, trailers, fiction, nonfiction, singles, titles } =
    loaderData;
  return (
    <>
      <Intro {...intro} />
      <ContinueSeries />
      {featured && (
        <BookSection id="featured" title={titles.featured} section={featured} eagerCount={2} />
      )}
      {news && (
        <HomeSection id="news" title={home.news_title()} tone="paper">
          <NewsList items={news.items} more={news.more} />
        </HomeSection>
      )}
      <AboutSection {...about} />
      <ComingEvents events={events} />
      {trailers && (
        <HomeSection id="trailers" title={trailerWords.title()}>
          <TrailerList trailers={trailers} />
          <p>
            <Link className="button button-quiet" to={paths.trailers}>
              {home.all_trailers()}
            </Link>
          </p>
        </HomeSection>
      )}
      {fiction && <BookSection id="fiction" title={titles.fiction} section={fiction} />}
      {nonfiction && (
        <BookSection id="nonfiction" title={titles.nonfiction} section={nonfiction} tone="paper" />
      )}
      {singles && <BookSection id="singles" title={titles.singles} section={singles} />}
    </>
  );
}
