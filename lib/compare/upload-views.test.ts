import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseFio } from "@/lib/fio";
import { parseCompareSearch } from "@/lib/validations/compare";
import { uploadViews } from "./upload-views";

const FIO = join(import.meta.dirname, "../../fixtures/fio");
const jobsOf = (file: string) => {
  const parsed = parseFio(readFileSync(join(FIO, file)));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.document.jobs;
};
const row = { id: "r1", fileName: "run.json", optionId: "ebs-gp3", optionParams: {}, region: null };

describe("the /compare views a saved upload is drawn on", () => {
  it("a 4 KiB random read run: no preset reads that way, so its own shape, random 4 KiB reads of fio's file", () => {
    const views = uploadViews(row, jobsOf("fio-3.34_randread_leading_text_signal.json"), "us-east-1");
    expect(views).toHaveLength(1);
    expect(views[0]!.label).toBe("A custom workload of the run's own shape (random 4 KiB reads)");
    const { view, issues } = parseCompareSearch(new URL(views[0]!.href, "http://x").searchParams);
    expect(issues).toEqual([]);
    expect(view.workload).toBe("custom");
    expect(view.custom.operations).toEqual([
      expect.objectContaining({ direction: "read", access: "random", ioSizeKiB: 4, fileSize: 1, unit: "GiB" }),
    ]);
  });

  it("a random read-and-write run has both directions in its shape, in the Region asked for", () => {
    const views = uploadViews(row, jobsOf("fio-3.16_randrw_single.json"), "us-east-2");
    const { view } = parseCompareSearch(new URL(views.at(-1)!.href, "http://x").searchParams);
    expect(view.region).toBe("us-east-2");
    expect(view.custom.operations.map((op) => [op.direction, op.access, op.ioSizeKiB])).toEqual([
      ["read", "random", 4],
      ["write", "random", 4],
    ]);
  });

  it("a 1 MiB sequential run leaves the request size at the model's default", () => {
    const views = uploadViews(row, jobsOf("fio-3.30_gcsfuse_single_job_global_options.json"), "us-east-1");
    const href = views.at(-1)!.href;
    expect(href).not.toMatch(/opio=/);
    expect(views.at(-1)!.label).toMatch(/sequential 1 MiB reads/);
  });

  it("an upload not labelled with a storage option is drawn nowhere", () => {
    expect(uploadViews({ ...row, optionId: null }, jobsOf("fio-3.16_randrw_single.json"), "us-east-1")).toEqual([]);
  });
});
