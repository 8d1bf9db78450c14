"use client";

import { useId, useState, type DragEvent } from "react";

/**
 * Drop one or many files here, or use the file input inside it (keyboard and screen
 * reader users get a normal labelled input; the drop area is only a bigger target).
 */
export function FileDropZone({
  onFiles,
  maxMiB,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  maxMiB: number;
  disabled: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className={`drop-zone${over ? " drop-zone-over" : ""}`}
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={inputId}>
        <strong>Drop fio result files here</strong> or choose them:
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Reset so choosing the same file again still fires a change.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <p id={hintId} className="muted">
        fio&apos;s JSON output (<code>--output-format=json</code> or <code>json+</code>, fio 2.x or 3.x), up to {maxMiB}{" "}
        MiB each. Files are parsed in your browser first; nothing is sent until you save.
      </p>
    </div>
  );
}
