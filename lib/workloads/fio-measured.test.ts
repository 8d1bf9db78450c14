import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseFioDetailed } from "@/lib/fio";
import { measuredWorkload } from "./fio-measured";

/** Real fio 3.33 output (fixtures/fio/README.md gives each command line). */
function measuredOf(file: string) {
  const parsed = parseFioDetailed(readFileSync(join(process.cwd(), "fixtures", "fio", file)));
  if (!parsed.ok) throw parsed.error;
  return measuredWorkload(parsed.document.jobs.map((job, i) => ({ job, options: parsed.details.jobs[i]!.options })));
}

describe("requests in flight of a fio result", () => {
  it("takes iodepth times numjobs for random I/O on an asynchronous engine with direct=1", () => {
    const [m] = measuredOf("generated/fio-3.33_randread_libaio_direct_iodepth8_2jobs.json").operations;
    expect(m!.operation.access).toBe("random");
    expect(m!.operation.concurrency).toBe(16);
    expect(m!.operation.direct).toBe(true);
  });

  it("takes one per job where fio queues nothing: libaio without direct=1, or a synchronous engine", () => {
    const [buffered] = measuredOf("generated/fio-3.33_randwrite_libaio_buffered_iodepth8.json").operations;
    expect(buffered!.operation.concurrency).toBe(1);
    expect(buffered!.operation.direct).toBeUndefined();
    const [psync] = measuredOf("generated/fio-3.33_randread_psync_iodepth8_2jobs.json").operations;
    expect(psync!.operation.concurrency).toBe(2);
  });
});
