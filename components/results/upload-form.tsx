"use client";

import { useRef, useState } from "react";
import { MIB_BYTES } from "@/lib/units";
import { FileDropZone } from "./file-drop-zone";
import { LabelsFieldset } from "./labels-fieldset";
import type { OptionChoice } from "./option-fields";
import {
  checkLabels,
  EMPTY_LABELS,
  outcomeState,
  postResult,
  readAndParse,
  type ItemState,
  type LabelsState,
  type UploadItem,
} from "./upload-client";
import { UploadItemCard } from "./upload-item-card";

/**
 * The upload page's form: files are parsed in the browser as soon as they are chosen (a
 * preview of exactly what the server will store), labels apply to the batch, and Save
 * posts each ready file in turn with its own progress and outcome.
 */
export function UploadForm({ options, maxBytes }: { options: OptionChoice[]; maxBytes: number }) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [labels, setLabels] = useState<LabelsState>(EMPTY_LABELS);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);

  const update = (key: string, state: ItemState) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, state } : item)));

  const addFiles = async (files: File[]) => {
    const added = files.map((file) => ({
      key: String(nextKey.current++),
      file,
      state: { phase: "reading" } as ItemState,
    }));
    setItems((current) => [...current, ...added]);
    // One at a time so the page stays responsive while big files parse.
    for (const item of added) {
      const state = await readAndParse(item.file);
      update(item.key, state);
      setAnnouncement(
        `${item.file.name}: ${state.phase === "ready" ? `parsed, ${state.document.jobs.length} job(s)` : "cannot be saved"}`,
      );
    }
  };

  const ready = items.filter((item) => item.state.phase === "ready" || item.state.phase === "failed");

  const save = async () => {
    const checked = checkLabels(
      labels,
      options.find((o) => o.id === labels.optionId),
    );
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      for (const item of ready) {
        const state = item.state;
        if (!("document" in state)) continue;
        const document = state.document;
        update(item.key, { phase: "uploading", document, fraction: 0 });
        setAnnouncement(`Uploading ${item.file.name}`);
        try {
          const answer = await postResult(item.file, checked.labels, (fraction) =>
            update(
              item.key,
              fraction >= 1 ? { phase: "processing", document } : { phase: "uploading", document, fraction },
            ),
          );
          const outcome = outcomeState(document, answer);
          update(item.key, outcome);
          setAnnouncement(
            `${item.file.name}: ${outcome.phase === "saved" ? "saved" : outcome.phase === "duplicate" ? "already uploaded" : "not saved"}`,
          );
        } catch (error) {
          update(item.key, { phase: "failed", document, code: "network", message: (error as Error).message });
          setAnnouncement(`${item.file.name}: not saved`);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="upload-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FileDropZone onFiles={(files) => void addFiles(files)} maxMiB={maxBytes / MIB_BYTES} disabled={busy} />
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {items.length > 0 ? (
        <ul className="upload-list" aria-label="Chosen files">
          {items.map((item) => (
            <UploadItemCard
              key={item.key}
              item={item}
              busy={busy}
              onRemove={() => setItems((current) => current.filter((i) => i.key !== item.key))}
            />
          ))}
        </ul>
      ) : null}
      <LabelsFieldset options={options} labels={labels} onChange={setLabels} />
      {problem ? (
        <p className="notice" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={busy || ready.length === 0}>
        {busy ? "Saving…" : ready.length > 1 ? `Save ${ready.length} results` : "Save result"}
      </button>
    </form>
  );
}
