import { useHref, useNavigate } from "react-router";
import { backTarget } from "~/lib/back-target";
import { AppButton } from "./app-button";

/**
 * Goes back to the page the reader came from: in the app, or, for a page the browser loaded
 * afresh from a link of this site (a tap before the app was ready), to that page; home when
 * the reader came from elsewhere (backTarget).
 */
export function GoBack({ className = "button button-quiet" }: { className?: string }) {
  const navigate = useNavigate();
  const home = useHref("/");
  return (
    <AppButton
      className={className}
      onClick={() => {
        const target = backTarget({
          appIndex: (window.history.state as { idx?: number } | null)?.idx ?? 0,
          referrer: document.referrer,
          siteRoot: new URL(home, window.location.origin).href,
          historyLength: window.history.length,
        });
        if (target === "previous-in-app") navigate(-1);
        else if (target === "previous-page") window.history.back();
        else navigate("/");
      }}
    >
      Go Back
    </AppButton>
  );
}
