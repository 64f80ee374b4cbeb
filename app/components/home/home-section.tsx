import type { ReactNode } from "react";
import styles from "./home-section.module.css";

/** A titled band of the home page, reachable by its anchor id. */
export function HomeSection({
  id,
  title,
  tone = "night",
  children,
}: {
  id: string;
  title: string;
  tone?: "night" | "paper";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`${styles.section} ${tone === "paper" ? "paper" : ""}`}
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.inner}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
