import { watchUrl } from "~/catalogue/links";
import { ExternalLink } from "./external-link";
import styles from "./trailer-list.module.css";

export type TrailerItem = { id: string; title: string; trailerUrl: string; thumbnail: string };

/** Trailer thumbnails with captions. Each opens its video. */
export function TrailerList({ trailers }: { trailers: TrailerItem[] }) {
  return (
    <ul className={styles.list} aria-label="Trailers">
      {trailers.map((trailer) => (
        <li key={trailer.id}>
          <TrailerCard trailer={trailer} />
        </li>
      ))}
    </ul>
  );
}

export function TrailerCard({ trailer }: { trailer: TrailerItem }) {
  return (
    <figure className={styles.card}>
      <ExternalLink className={styles.link} href={watchUrl(trailer.trailerUrl)}>
        <img
          src={trailer.thumbnail}
          alt={`Watch the trailer for ${trailer.title}`}
          width={1280}
          height={720}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.play} aria-hidden="true" />
      </ExternalLink>
      <figcaption className={styles.caption}>{trailer.title}</figcaption>
    </figure>
  );
}
