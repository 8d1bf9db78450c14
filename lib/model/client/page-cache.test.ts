import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { instanceMemoryBytes } from "./page-cache";
import { estimateFromInput } from "../estimate";
import { GIB_BYTES, MIB_BYTES } from "@/lib/units";

const book = bundledPriceBook("us-east-2")!;

function readSeconds(optionId: string, op: Record<string, unknown>, instanceType = "m5.xlarge") {
  const result = estimateFromInput(
    {
      region: "us-east-2",
      storedBytes: 100 * GIB_BYTES,
      days: 1,
      operations: [
        { name: "read back", direction: "read", fileCount: 11_000, fileSizeBytes: 9000, concurrency: 1, ...op },
      ],
      options: [{ id: optionId as never, params: {} }],
    },
    book,
    { client: { instanceType } },
  );
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join("; "));
  return result.value.results[0]!.operations[0]!;
}

describe("client page cache: re-reading the client's own recent writes", () => {
  it("costs one close-to-open revalidation a file on EFS instead of a cold read's three round trips", () => {
    const cold = readSeconds("efs-standard-elastic", {});
    const cached = readSeconds("efs-standard-elastic", { rereadsOwnWrites: true });
    expect(cached.durationSecondsPerDay / cold.durationSecondsPerDay).toBeCloseTo(1 / 3, 1);
    expect(cached.bottleneck).toMatch(/client page cache: 11,000 files re-read from memory/);
  });

  it("is off unless the workload says the same client re-reads", () => {
    expect(readSeconds("efs-standard-elastic", { rereadsOwnWrites: false }).durationSecondsPerDay).toBe(
      readSeconds("efs-standard-elastic", {}).durationSecondsPerDay,
    );
  });

  it("holds at most the client's memory: the rest is read cold", () => {
    const big = { fileCount: 8, fileSizeBytes: 512 * MIB_BYTES };
    const small = readSeconds("efs-standard-elastic", { ...big, rereadsOwnWrites: true }, "t3.micro");
    const large = readSeconds("efs-standard-elastic", { ...big, rereadsOwnWrites: true }, "r5.xlarge");
    expect(small.bottleneck).not.toMatch(/client page cache/);
    expect(large.durationSecondsPerDay).toBeLessThan(small.durationSecondsPerDay);
  });

  it("applies to NFS and SMB file systems, not to block volumes or S3", () => {
    for (const id of ["ebs-gp3", "s3-standard"]) {
      expect(readSeconds(id, { rereadsOwnWrites: true }).durationSecondsPerDay).toBe(
        readSeconds(id, {}).durationSecondsPerDay,
      );
    }
    expect(readSeconds("fsx-openzfs", { rereadsOwnWrites: true }).bottleneck).toMatch(/client page cache/);
  });

  it("knows the memory of the table's families (GiB per vCPU x vCPUs)", () => {
    expect(instanceMemoryBytes("r5.xlarge")).toBe(32 * GIB_BYTES);
    expect(instanceMemoryBytes("m5.large")).toBe(8 * GIB_BYTES);
    expect(instanceMemoryBytes("c5.18xlarge")).toBe(144 * GIB_BYTES);
    expect(instanceMemoryBytes("t3.micro")).toBe(GIB_BYTES);
    expect(instanceMemoryBytes("Lambda function")).toBeNull();
  });
});
