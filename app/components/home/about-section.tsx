import { IMAGE_SIZES } from "~/catalogue/responsive-images";
import type { HomePage } from "~/pages/home-page";
import * as home from "~messages/home";
import { Description } from "../ui/description";
import { Picture } from "../ui/picture";
import styles from "./about-section.module.css";

/** About the author: portrait and biography, on paper for reading. */
export function AboutSection({ name, bio, portrait }: HomePage["about"]) {
  return (
    <section id="about" className={`${styles.about} paper`} aria-labelledby="about-title">
      <div className={styles.inner}>
        {/* The grid places this box; the picture inside only fills it. */}
        <div className={styles.portrait}>
          <Picture
            className={styles.image}
            src={portrait}
            kind="portrait"
            sizes={IMAGE_SIZES.portrait}
            alt={home.portrait({ name })}
            width={600}
            height={750}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div className={styles.text}>
          <h2 id="about-title">{home.about_title()}</h2>
          <Description blocks={bio} />
        </div>
      </div>
    </section>
  );
}
