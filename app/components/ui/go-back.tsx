import { useNavigate } from "react-router";
import { AppButton } from "./app-button";

/** Goes back in history, or home when this page was the first one visited. */
export function GoBack({ className = "button button-quiet" }: { className?: string }) {
  const navigate = useNavigate();
  return (
    <AppButton
      className={className}
      onClick={() => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate("/");
      }}
    >
      Go Back
    </AppButton>
  );
}
