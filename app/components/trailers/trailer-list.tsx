import { useState, useTransition } from "react";
import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import { isVideoId } from "~/content/validators";
import { lazyChunk } from "~/lib/chunks";
import * as says from "~messages/trailers";
import { AppButton } from "../ui/app-button";
import { ChunkBoundary } from "../ui/chunk-boundary";
import { ExternalLink } from "../ui/external-link";
import { Picture } from "../ui/picture";
import styles from "./trailer-list.module.css";

export type TrailerItem = { id: string; title: string; trailerUrl: string; thumbnail: string };

// The lightbox and its library load only when a visitor first opens a trailer.
const TrailerLightbox = lazyChunk("lightbox", () => import("./trailer-lightbox"));

/**
 * Trailer thumbnails with captions. A trailer given as a video id opens the lightbox, a
 * gallery over every such trailer in the list; one given as a full link opens a new tab.
 */
export function TrailerList({
  trailers,
  eagerCount = 0,
}: {
  trailers: TrailerItem[];
  /** How many thumbnails are above the fold and load at once. */
  eagerCount?: number;
}) {
  const playable = trailers.filter((t) => isVideoId(t.trailerUrl));
  const [index, setIndex] = useState<number | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  // The first opening waits for the lightbox's script; the thumbnail is busy until it is there.
  const [loading, startLoading] = useTransition();
  const [pressed, setPressed] = useState<string | null>(null);

  return (
    <>
      <ul className={styles.list} aria-label={says.list()}>
        {trailers.map((trailer, index) => (
          <li key={trailer.id}>
            <figure className={styles.card}>
              {isVideoId(trailer.trailerUrl) ? (
                <AppButton
                  className={styles.link}
                  aria-haspopup="dialog"
                  aria-busy={(loading && pressed === trailer.id) || undefined}
                  onClick={() => {
                    setPressed(trailer.id);
                    startLoading(() => {
                      setEverOpened(true);
                      setIndex(playable.indexOf(trailer));
                    });
                  }}
                >
                  <span className="visually-hidden">{says.play({ title: trailer.title })}</span>
                  <Thumbnail trailer={trailer} eager={index < eagerCount} />
                </AppButton>
              ) : (
                <ExternalLink className={styles.link} href={trailer.trailerUrl}>
                  <span className="visually-hidden">{says.watch({ title: trailer.title })}</span>
                  <Thumbnail trailer={trailer} eager={index < eagerCount} />
                </ExternalLink>
              )}
              <figcaption className={styles.caption}>{trailer.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {/* Mounted from the start, so that opening in a transition keeps the page as it is
          until the lightbox can show, rather than showing the empty fallback. */}
      <ChunkBoundary>
        {everOpened && (
          <TrailerLightbox
            trailers={playable}
            index={index ?? 0}
            open={index !== null}
            onClose={() => setIndex(null)}
          />
        )}
      </ChunkBoundary>
    </>
  );
}

function Thumbnail({ trailer, eager }: { trailer: TrailerItem; eager: boolean }) {
  return (
    <>
      <Picture
        src={trailer.thumbnail}
        kind="trailer"
        sizes={IMAGE_SIZES.trailer}
        alt=""
        width={1280}
        height={720}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        errorText={says.image_error()}
        errorClassName={styles.failed}
      />
      <span className={styles.play} aria-hidden="true" />
    </>
  );
}
