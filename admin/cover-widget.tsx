import type { CmsWidgetControlProps } from "decap-cms-core";
import { type ChangeEvent, useEffect, useState } from "react";
import { assetPaths } from "~/content/paths";

/**
 * The book's cover. The site finds a cover by the book's id (`public/assets/books/{id}.jpg`),
 * so whatever the author's file is called, it is uploaded under that name, into that folder,
 * and saved with the book. The field's value only tells the save which cover came with it;
 * it is not written into the book's file.
 */

type Props = CmsWidgetControlProps<string> & {
  forID: string;
  /** The entry as it stands: Decap's `entry` prop is stale until the field's own value changes. */
  getEntry: () => { getIn: (path: string[]) => unknown };
  onPersistMedia: (file: File, options: { field: unknown }) => Promise<unknown>;
};

export function CoverControl({ forID, value, onChange, getEntry, field, onPersistMedia }: Props) {
  const currentId = () => getEntry().getIn(["data", "id"]);
  const id = currentId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState("");
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    const id = currentId();
    if (typeof id !== "string" || id === "") {
      setProblem("Fill in the id first: the cover is saved under the book's id.");
      return;
    }
    if (file.type !== "image/jpeg") {
      setProblem(`${file.name} is not a JPEG. Save the cover as .jpg and choose it again.`);
      return;
    }
    setProblem("");
    await onPersistMedia(new File([file], `${id}.jpg`, { type: file.type }), { field });
    setChosen(URL.createObjectURL(file));
    onChange(assetPaths.cover(id));
  };

  const shown = chosen ?? (typeof id === "string" && id !== "" ? assetPaths.cover(id) : null);
  return (
    // Decap greys an unfocused field's contents (#798291, 3.9:1 on white); its text colour reads.
    <div className="cover-field" style={{ color: "#313d3e" }}>
      {shown ? <CoverThumbnail key={shown} src={shown} /> : null}
      <input id={forID} type="file" accept="image/jpeg" onChange={choose} />
      {value ? <p>New cover: saved as public{value} with the book.</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}

function CoverThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <p>No cover yet.</p>;
  return <img src={src} alt="The cover" width={120} onError={() => setFailed(true)} />;
}
