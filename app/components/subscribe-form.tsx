import { useId } from "react";
import type { SubscribeContract } from "~/catalogue/subscribe-providers";
import styles from "./subscribe-form.module.css";

/** The form's anchor, which the home page links when there is no book yet. */
export const SUBSCRIBE_ID = "subscribe";

/**
 * Subscribes to the author's mailing list by e-mail: a plain form POST to the service the
 * site configuration names, built to its embed form (~/catalogue/subscribe-providers), and
 * answered in a new tab so the visitor stays on the site.
 */
export function SubscribeForm({ form }: { form: SubscribeContract }) {
  const inputId = useId();
  const titleId = useId();
  return (
    <form
      id={SUBSCRIBE_ID}
      className={styles.form}
      method={form.method}
      action={form.action}
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
          name={form.emailField}
          type="email"
          required
          placeholder="you@example.com"
          autoComplete="email"
        />
        {form.hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          Subscribe
          <span className="visually-hidden"> (opens in a new tab)</span>
        </button>
      </div>
    </form>
  );
}
