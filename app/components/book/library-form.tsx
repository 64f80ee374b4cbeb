import { useId, useState } from "react";
import { libraryKey } from "~/catalogue/edition-choice";
import { libraryChoice } from "~/lib/edition-choices";
import { AppButton } from "../ui/app-button";
import styles from "./edition-picker.module.css";

/** The reader's library, saved once on the device, for their own Libby link. */
export default function LibraryForm({ library }: { library: string | null }) {
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const written = new FormData(event.currentTarget).get("library");
        const key = typeof written === "string" ? libraryKey(written) : null;
        setError(key === null);
        if (key !== null) libraryChoice.save(key);
      }}
    >
      <label htmlFor={inputId}>Your library's name in Libby, or its Libby link</label>
      <span className={styles.fields}>
        <input
          id={inputId}
          className={styles.input}
          name="library"
          defaultValue={library ?? ""}
          placeholder="nypl"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button-quiet">
          Save
        </button>
        {library && (
          <AppButton className="button button-quiet" onClick={() => libraryChoice.save(null)}>
            Forget
          </AppButton>
        )}
      </span>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          That is not a Libby library: write its name as in libbyapp.com/library/nypl, or paste that
          link.
        </p>
      )}
    </form>
  );
}
