import { FIO_MAX_BYTES, parseFio, type FioDocument } from "@/lib/fio";
import { resultLabelsSchema, type ResultLabels } from "@/lib/validations/results";
import type { OptionChoice } from "./option-fields";

/** Browser-side steps of the upload page: read and parse a file, check labels, post with progress. */

export type ItemState =
  | { phase: "reading" }
  | { phase: "invalid"; code: string; message: string }
  | { phase: "ready"; document: FioDocument }
  | { phase: "uploading"; document: FioDocument; fraction: number }
  | { phase: "processing"; document: FioDocument }
  | { phase: "saved"; document: FioDocument; id: string; url: string; ownerToken: string }
  | { phase: "duplicate"; document: FioDocument; id: string; url: string }
  | { phase: "failed"; document: FioDocument; code: string; message: string };

export interface UploadItem {
  key: string;
  file: File;
  state: ItemState;
}

export interface LabelsState {
  optionId: string;
  params: Record<string, string>;
  otherOption: string;
  region: string;
  instanceType: string;
  notes: string;
}

export const EMPTY_LABELS: LabelsState = {
  optionId: "",
  params: {},
  otherOption: "",
  region: "",
  instanceType: "",
  notes: "",
};

/** Parses in the browser with the same parser the server uses, so the preview is what will be stored. */
export async function readAndParse(file: File): Promise<ItemState> {
  if (file.size > FIO_MAX_BYTES)
    return {
      phase: "invalid",
      code: "too_large",
      message: `The file is ${(file.size / 1024 / 1024).toFixed(1)} MiB; the limit is ${FIO_MAX_BYTES / 1024 / 1024} MiB.`,
    };
  const result = parseFio(new Uint8Array(await file.arrayBuffer()));
  return result.ok
    ? { phase: "ready", document: result.document }
    : { phase: "invalid", code: result.error.code, message: result.error.message };
}

/** Form state to validated labels, or the first problem to show. */
export function checkLabels(
  state: LabelsState,
  option: OptionChoice | undefined,
): { ok: true; labels: ResultLabels } | { ok: false; message: string } {
  const params: Record<string, number | string | boolean> = {};
  for (const field of option?.fields ?? []) {
    const text = state.params[field.name]?.trim() ?? "";
    if (text === "") continue;
    if (field.kind === "boolean") params[field.name] = text === "true";
    else if (field.kind === "choice") params[field.name] = field.numeric ? Number(text) : text;
    else {
      const value = Number(text);
      if (!Number.isFinite(value)) return { ok: false, message: `${field.label}: enter a number.` };
      params[field.name] = value;
    }
  }
  const parsed = resultLabelsSchema.safeParse({
    optionId: state.optionId,
    optionParams: option && Object.keys(params).length > 0 ? params : undefined,
    otherOption: state.optionId === "other" ? state.otherOption : undefined,
    region: state.region,
    instanceType: state.instanceType,
    notes: state.notes,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Check the labels." };
  return { ok: true, labels: parsed.data };
}

export interface PostAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/** XMLHttpRequest rather than fetch: it reports upload progress. */
export function postResult(
  file: File,
  labels: ResultLabels,
  onProgress: (fraction: number) => void,
): Promise<PostAnswer> {
  const form = new FormData();
  form.set("file", file, file.name);
  for (const [name, value] of Object.entries(labels)) {
    if (value !== undefined) form.set(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/results");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: (xhr.response as Record<string, unknown> | null) ?? null });
    xhr.onerror = () => reject(new Error("The server could not be reached."));
    xhr.onabort = () => reject(new Error("The upload was cancelled."));
    xhr.send(form);
  });
}

/** The API's answer as the item's final state. */
export function outcomeState(document: FioDocument, answer: PostAnswer): ItemState {
  const body = answer.body ?? {};
  if (
    answer.status === 201 &&
    typeof body.id === "string" &&
    typeof body.url === "string" &&
    typeof body.ownerToken === "string"
  ) {
    return { phase: "saved", document, id: body.id, url: body.url, ownerToken: body.ownerToken };
  }
  if (answer.status === 200 && body.duplicate === true && typeof body.id === "string" && typeof body.url === "string") {
    return { phase: "duplicate", document, id: body.id, url: body.url };
  }
  const error = (body.error ?? {}) as { code?: string; message?: string };
  return {
    phase: "failed",
    document,
    code: error.code ?? `http_${answer.status}`,
    message: error.message ?? `The server answered ${answer.status}.`,
  };
}
