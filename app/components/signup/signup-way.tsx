import type { SignupWay } from "~/pages/signup-pages";
import { SubscribeForm } from "../subscribe/subscribe-form";
import { ExternalLink } from "../ui/external-link";
import styles from "./signup-pages.module.css";

/**
 * Where a reader signs up for the free book or the review team: the button to the page of the
 * service that takes the address (BookFunnel, StoryOrigin), or the mailing list's own form,
 * which posts without any script.
 */
export function SignupWayBlock({
  way,
  id,
  title,
  submit,
  landing,
}: {
  way: SignupWay;
  id: string;
  title: string;
  submit: string;
  /** The button's words at another service's page, given the service's name (or null). */
  landing: (service: string | null) => string;
}) {
  if (way.kind === "form") {
    return <SubscribeForm form={way.form} id={id} title={title} submit={submit} align="start" />;
  }
  return (
    <section id={id} className={styles.landing} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.landingTitle}>
        {title}
      </h2>
      <p>
        <ExternalLink className="button" href={way.url}>
          {landing(way.service)}
        </ExternalLink>
      </p>
    </section>
  );
}
