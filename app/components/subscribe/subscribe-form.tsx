import { useId } from "react";
import type { SignupField } from "~/schema/signups";
import type { SubscribeContract } from "~/schema/subscribe-providers";
import * as subscribe from "~messages/subscribe";
import * as ui from "~messages/ui";
import styles from "./subscribe-form.module.css";

/** The form's anchor, which the home page links when there is no book yet. */
export const SUBSCRIBE_ID = "subscribe";

/**
 * Subscribes to the author's mailing list by e-mail: a plain form POST to the service the
 * site configuration names, built to its embed form (~/content/subscribe-providers), and
 * answered in a new tab so the visitor stays on the site. The footer's, unless `id`, `title`
 * and `submit` say otherwise (a coming book's "Tell me when it's out", aligned with the page's
 * text with `align="start"`). A sign-up of its own (the free book's, the review team's) may ask
 * more than the address: the service's custom fields, each with its question as its label.
 */
export function SubscribeForm({
  form,
  id = SUBSCRIBE_ID,
  title = subscribe.title(),
  submit = subscribe.submit(),
  align = "center",
}: {
  form: SubscribeContract & { fields?: SignupField[] };
  id?: string;
  title?: string;
  submit?: string;
  align?: "center" | "start";
}) {
  const inputId = useId();
  const titleId = useId();
  return (
    <form
      id={id}
      className={`${styles.form} ${align === "start" ? styles.start : ""}`}
      method={form.method}
      action={form.action}
      target="_blank"
      aria-labelledby={titleId}
      rel="noopener"
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {form.fields?.map((field) => (
        <CustomField key={field.name} field={field} />
      ))}
      <div className={styles.row}>
        {/* Beside a question of its own, the address is labelled as plainly as it. */}
        <label className={form.fields?.length ? styles.label : "visually-hidden"} htmlFor={inputId}>
          {subscribe.email()}
        </label>
        <input
          id={inputId}
          name={form.emailField}
          type="email"
          required
          placeholder={subscribe.email_example()}
          autoComplete="email"
        />
        {form.hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          {submit}
          <span className="visually-hidden">{ui.new_tab()}</span>
        </button>
      </div>
    </form>
  );
}

/** A question of the form's own, answered in words: optional, as the service's field is. */
function CustomField({ field }: { field: SignupField }) {
  const id = useId();
  const hintId = useId();
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{field.label}</label>
      <span id={hintId} className={styles.hint}>
        {field.hint}
      </span>
      <input id={id} name={field.name} type="text" aria-describedby={hintId} />
    </p>
  );
}
