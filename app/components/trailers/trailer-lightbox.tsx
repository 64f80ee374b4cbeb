import { useState } from "react";
import Lightbox, { type GenericSlide, type Labels } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import { assetPaths, siteUrl } from "~/content/paths";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import { embedUrl } from "~/catalogue/links";
import * as says from "~messages/lightbox";
import styles from "./trailer-lightbox.module.css";
import type { TrailerItem } from "./trailer-list";

interface TrailerSlide extends GenericSlide {
  type: "trailer";
  trailer: TrailerItem;
}

declare module "yet-another-react-lightbox" {
  interface SlideTypes {
    trailer: TrailerSlide;
  }
}

/** About 350 ms; the library skips animation under prefers-reduced-motion. */
const ANIMATION_MS = 350;

/**
 * The library's words, in the site's language: the slide counter keeps its `{index}` and
 * `{total}`, which the library fills in.
 */
const LABELS: Labels = {
  Lightbox: says.player(),
  Close: says.close(),
  Previous: says.previous(),
  Next: says.next(),
  "Photo gallery": says.gallery(),
  Carousel: says.carousel(),
  Slide: says.slide(),
  "{index} of {total}": says.slide_position({ index: "{index}", total: "{total}" }),
};

/**
 * The trailer gallery: the current trailer plays in the privacy-enhanced embedded player
 * (autoplay), its neighbours show their thumbnails, already loaded. Arrow keys, swipe
 * and Escape come with the library, which also traps and restores focus.
 */
export default function TrailerLightbox({
  trailers,
  index,
  open,
  onClose,
}: {
  trailers: TrailerItem[];
  index: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={trailers.map((trailer) => ({ type: "trailer", trailer, title: trailer.title }))}
      plugins={[Captions]}
      animation={{ fade: ANIMATION_MS, swipe: ANIMATION_MS }}
      carousel={{ preload: 1, finite: trailers.length < 3 }}
      controller={{ closeOnBackdropClick: true }}
      labels={LABELS}
      render={{
        slide: ({ slide, offset }) =>
          slide.type === "trailer" ? (
            <TrailerSlideView trailer={slide.trailer} current={offset === 0} />
          ) : undefined,
        buttonPrev: trailers.length > 1 ? undefined : () => null,
        buttonNext: trailers.length > 1 ? undefined : () => null,
      }}
    />
  );
}

function TrailerSlideView({ trailer, current }: { trailer: TrailerItem; current: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.slide}>
      {failed ? (
        <p className={styles.error} role="alert">
          {says.slide_error()}
        </p>
      ) : (
        <img
          className={styles.poster}
          src={siteUrl(assetPaths.variant(trailer.thumbnail, 960))}
          alt=""
          onError={() => setFailed(true)}
        />
      )}
      {current && (
        <iframe
          className={styles.player}
          src={embedUrl(trailer.trailerUrl)}
          title={says.player_title({ title: trailer.title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
