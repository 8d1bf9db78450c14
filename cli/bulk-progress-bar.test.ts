import { describe, expect, it } from "vitest";
import { createBulkProgressBar } from "./bulk-progress-bar";

const file = { service: "AmazonEC2" as const, region: "eu-west-1", fileIndex: 2, fileCount: 10 };

function output(isTTY: boolean) {
  const written: string[] = [];
  return { written, out: { write: (text: string) => written.push(text), isTTY, columns: 100 } };
}

describe("bulk refresh progress", () => {
  it("on a terminal draws one bar per file in place, then leaves its summary line", () => {
    const { written, out } = output(true);
    let clock = 0;
    const bar = createBulkProgressBar(out, () => clock);
    bar.update({ kind: "file-bytes", ...file, bytes: 60e6, totalBytes: 240e6, records: 0 });
    clock += 50; // too soon to redraw
    bar.update({ kind: "file-bytes", ...file, bytes: 61e6, totalBytes: 240e6, records: 0 });
    clock += 200;
    bar.update({ kind: "file-bytes", ...file, bytes: 120e6, totalBytes: 240e6, records: 0 });
    bar.update({ kind: "file-done", ...file, bytes: 80e6, totalBytes: 80e6, records: 16 });
    expect(written).toEqual([
      "\r\u001b[2K[######------------------] [3/10] AmazonEC2 eu-west-1 60.0 MB / 240.0 MB",
      "\r\u001b[2K[############------------] [3/10] AmazonEC2 eu-west-1 120.0 MB / 240.0 MB",
      "\r\u001b[2K",
      "[3/10] AmazonEC2 eu-west-1: 80.0 MB read, 16 price records\n",
    ]);
  });

  it("elsewhere prints only the summary and failure lines", () => {
    const { written, out } = output(false);
    const bar = createBulkProgressBar(out);
    bar.update({ kind: "indexes", services: 5, regions: 2, files: 10 });
    bar.update({ kind: "file-bytes", ...file, bytes: 1e6, totalBytes: null, records: 0 });
    bar.update({ kind: "file-failed", ...file, message: "HTTP 500" });
    expect(written.join("")).toBe(
      "Price List indexes read: 10 files for 2 regions and 5 services.\n[3/10] AmazonEC2 eu-west-1: FAILED, HTTP 500\n",
    );
  });
});
