import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { estimateFromInput } from "@/lib/model";
import { PlanReviewError, reviewPlan, type PlanReviewRequest } from "./index";
import { readUsageText } from "./usage";

/** Plans built by hand in the documented `terraform show -json` format (fixtures/plans/). */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, "../../fixtures/plans", name), "utf8");
const plan = (name: string) => JSON.parse(fixture(name)) as Record<string, unknown>;
const books = (region: string) => bundledPriceBook(region) ?? undefined;
const review = (request: PlanReviewRequest) => reviewPlan(request, books);
const usage = () => readUsageText(fixture("storage-usage.yml")) as Record<string, unknown>;

function thrown(fn: () => unknown): PlanReviewError {
  try {
    fn();
  } catch (error) {
    if (error instanceof PlanReviewError) return error;
    throw error;
  }
  throw new Error("expected a PlanReviewError");
}

describe("reviewPlan on a plan with every storage resource type", () => {
  const result = review({ plan: plan("storage-plan.json") });
  const byAddress = (address: string) => result.resources.find((r) => r.address === address);

  it("prices the 1,000 GB gp2 volume at about $100 a month and offers gp3 as the change", () => {
    const gp2 = byAddress("aws_ebs_volume.scratch");
    expect(gp2?.optionId).toBe("ebs-gp2");
    expect(gp2?.monthlyCostUsd).toBeCloseTo(100, 0);
    const gp3 = gp2?.alternatives[0];
    expect(gp3?.optionId).toBe("ebs-gp3");
    expect(gp3?.changes[0]).toEqual({ attribute: "type", from: '"gp2"', to: '"gp3"' });
    expect(gp3?.changeText).toContain('type = "gp2" -> type = "gp3"');
    expect(gp3?.savingUsd).toBeGreaterThan(0);
    // gp3 keeps gp2's 250 MiB/s baseline at 1,000 GiB: the same need, without a workload.
    expect(gp3?.params).toMatchObject({ capacityGiB: 1000, throughputMiBps: 250 });
  });

  it("reviews the st1 volume, the provisioned EFS, the Persistent-2 Lustre and the bucket, offering Elastic for the EFS", () => {
    expect(byAddress("aws_ebs_volume.logs")?.optionId).toBe("ebs-st1");
    expect(byAddress("aws_fsx_lustre_file_system.hpc")?.params).toMatchObject({
      throughputPerTiB: 250,
      capacityGiB: 2400,
    });
    const efs = byAddress("aws_efs_file_system.shared");
    expect(efs?.optionId).toBe("efs-standard-provisioned");
    expect(efs?.alternatives[0]?.changes).toEqual([
      { attribute: "throughput_mode", from: '"provisioned"', to: '"elastic"' },
      { attribute: "provisioned_throughput_in_mibps", from: "256", to: null },
    ]);
    const bucket = byAddress('aws_s3_bucket.logs["a"]');
    expect(bucket?.optionId).toBe("s3-standard");
    // The lifecycle configuration's expiration is how long objects live.
    expect(bucket?.params).toMatchObject({ objectLifetimeDays: 400 });
    expect(bucket?.notes.join(" ")).toMatch(/GLACIER_IR after 90 days/);
  });

  it("reads modules, count and for_each addresses and every resource type, each in the provider's region", () => {
    expect(result.kind).toBe("plan");
    expect(result.resources.map((r) => r.address)).toEqual(
      expect.arrayContaining([
        "module.storage.aws_ebs_volume.data[0]",
        "module.storage.aws_instance.app.root_block_device[0]",
        'module.storage.aws_instance.app.ebs_block_device["/dev/sdf"]',
        "module.storage.module.fsx.aws_fsx_windows_file_system.home",
        "module.storage.module.fsx.aws_fsx_ontap_file_system.nas",
        "module.storage.module.fsx.aws_fsx_openzfs_file_system.zfs",
      ]),
    );
    expect(new Set(result.resources.map((r) => r.region))).toEqual(new Set(["us-east-1"]));
    const root = byAddress("module.storage.aws_instance.app.root_block_device[0]");
    expect(root?.alternatives[0]?.changes[0]).toEqual({
      attribute: "root_block_device.volume_type",
      from: '"gp2"',
      to: '"gp3"',
    });
  });

  it("lists what it does not review with the reason, never dropping it; data sources are not resources", () => {
    expect(result.notReviewed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          address: "aws_iam_role.reader",
          reason: expect.stringMatching(/not a storage resource/),
        }),
        expect.objectContaining({
          address: "aws_s3_bucket_lifecycle_configuration.logs",
          reason: 'read with aws_s3_bucket.logs["a"]',
        }),
        expect.objectContaining({ address: "module.storage.module.fsx.aws_fsx_ontap_volume.vol1" }),
        // Its size is known only after apply (after_unknown) and nothing is stored: its 6,000 IOPS need a size.
        expect.objectContaining({
          address: "module.storage.aws_ebs_volume.data[1]",
          reason: expect.stringMatching(/500 IOPS per GiB/),
        }),
      ]),
    );
    expect(result.notReviewed.some((r) => r.address.startsWith("data."))).toBe(false);
  });

  it("names values known only after apply", () => {
    expect(byAddress("aws_ebs_volume.scratch")?.unknownAttributes).toEqual(["iops", "throughput"]);
  });

  it("gives each resource the figures the estimate gives on its estimateRequest", () => {
    for (const r of result.resources) {
      const book = bundledPriceBook(r.region);
      const direct = book && estimateFromInput(r.estimateRequest.workload, book);
      expect(direct?.ok).toBe(true);
      if (direct?.ok) expect(direct.value.results[0]?.monthlyCostUsd.total).toBe(r.monthlyCostUsd);
    }
  });
});

describe("reviewPlan with a usage file", () => {
  const result = review({ plan: plan("storage-plan.json"), usage: usage() });
  const byAddress = (address: string) => result.resources.find((r) => r.address === address);

  it("attaches the workload by address (and [*] for every instance): duration, bottleneck and alternatives by speed", () => {
    const efs = byAddress("aws_efs_file_system.shared");
    expect(efs?.workload).toMatchObject({
      usageKey: "aws_efs_file_system.shared",
      storedBytes: 500_000_000_000,
      operations: 1,
    });
    expect(efs?.durationSecondsPerDay).toBeGreaterThan(0);
    expect(efs?.bottleneck).toBeTruthy();
    for (const a of efs?.alternatives ?? [])
      expect(a.durationSecondsPerDay ?? Infinity).toBeLessThanOrEqual((efs?.durationSecondsPerDay ?? 0) * 1.05 + 1);
    expect(byAddress("module.storage.aws_ebs_volume.data[1]")?.workload?.usageKey).toBe(
      "module.storage.aws_ebs_volume.data[*]",
    );
    expect(byAddress('aws_s3_bucket.logs["a"]')?.monthlyCostUsd).toBeGreaterThan(40);
  });

  it("refuses a saved CloudWatch import it has no database to read", () => {
    const error = thrown(() =>
      review({
        plan: plan("storage-plan.json"),
        usage: { resource_usage: { "aws_efs_file_system.shared": { savedWorkload: "abc" } } },
      }),
    );
    expect(error.path).toBe("usage.resource_usage.aws_efs_file_system.shared.savedWorkload");
  });

  it("refuses a usage file with a bad field, naming its path", () => {
    const bad = {
      resource_usage: {
        "aws_ebs_volume.scratch": {
          operations: [{ name: "x", direction: "sideways", fileCount: 1, fileSizeBytes: 1 }],
        },
      },
    };
    const error = thrown(() => review({ plan: plan("storage-plan.json"), usage: bad }));
    expect(error.path).toBe("usage.resource_usage.aws_ebs_volume.scratch.operations[0].direction");
    expect(error.message).toMatch(/direction must be "read" or "write"/);
  });
});

describe("reviewPlan on other plans", () => {
  it("says when nothing is reviewable", () => {
    const result = review({ plan: plan("nothing-to-review.json") });
    expect(result.resources).toEqual([]);
    expect(result.summary).toMatch(/^Nothing to review/);
    expect(result.notReviewed.map((r) => r.address)).toEqual(["aws_iam_role.reader", "aws_sqs_queue.jobs"]);
  });

  it("refuses a broken plan with invalid_plan and the path in it", () => {
    const error = thrown(() => review({ plan: plan("broken-plan.json") }));
    expect(error.code).toBe("invalid_plan");
    expect(error.path).toBe("plan.planned_values.root_module.resources[1].values");
    expect(thrown(() => review({ plan: { planned_values: {} } })).path).toBe("plan.format_version");
  });

  it("reads a state (values.root_module) and assumes us-east-1 with a note when no provider region is given", () => {
    const result = review({ plan: plan("storage-state.json") });
    expect(result.kind).toBe("state");
    expect(result.resources.map((r) => [r.address, r.optionId])).toEqual([
      ["aws_ebs_volume.db", "ebs-gp2"],
      ["aws_efs_file_system.home", "efs-standard-bursting"],
    ]);
    // The volume's Availability Zone names its region; the file system has none.
    expect(result.resources[0]?.notes.join(" ")).not.toMatch(/assumed/);
    expect(result.resources[1]?.notes.join(" ")).toMatch(/us-east-1 assumed/);
  });

  it("lists a resource in a region without prices as not reviewed", () => {
    const result = reviewPlan({ plan: plan("storage-state.json") }, () => undefined);
    expect(result.resources).toEqual([]);
    expect(result.notReviewed[0]?.reason).toMatch(/no price snapshot covers us-east-1/);
  });
});
