import { useId } from "react";
import type { ShellData } from "~/catalogue/page-data";
import styles from "./subscribe-form.module.css";

/** The form's anchor, which the home page links when there is no book yet. */
export const SUBSCRIBE_ID = "subscribe";

/**
 * Subscribes to the blog by e-mail: a plain form POST to the provider from the site
 * configuration, answered in a new tab so the visitor stays on the site.
 */
export function SubscribeForm({ subscribe }: { subscribe: NonNullable<ShellData["subscribe"]> }) {
  const inputId = useId();
  const titleId = useId();
  return (
    <form
      id={SUBSCRIBE_ID}
      className={styles.form}
      method="post"
      action={subscribe.action}
      target="_blank"
      aria-labelledby={titleId}
      rel="noopener"
    >
      <h2 id={titleId} className={styles.title}>
        New books and news by e-mail
      </h2>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor={inputId}>
          E-mail address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          placeholder="you@example.com"
          autoComplete="email"
        />
        <input type="hidden" name="action" value="subscribe" />
        <input type="hidden" name="blog_id" value={subscribe.blogId} />
        <input type="hidden" name="source" value={subscribe.source} />
        <input type="hidden" name="sub-type" value={subscribe.subType} />
        <input type="hidden" name="redirect_fragment" value={subscribe.redirectFragment} />
        <input type="hidden" name="_wpnonce" value={subscribe.nonce} />
        <button type="submit" className="button">
          Subscribe
          <span className="visually-hidden"> (opens in a new tab)</span>
        </button>
      </div>
    </form>
  );
}
