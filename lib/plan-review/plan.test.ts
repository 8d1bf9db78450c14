import { describe, expect, it } from "vitest";
import { bundledPriceBook } from "@/lib/pricing/bundled";
import { configAddress, parsePlan } from "./plan";
import { reviewPlan } from "./index";

/** Small plans written inline in the `terraform show -json` format: the provider's region and the mappings' edge cases. */
const resource = (address: string, type: string, values: Record<string, unknown>) => ({
  address,
  mode: "managed",
  type,
  name: address.split(".").pop(),
  values,
});
const planOf = (
  resources: unknown[],
  providerConfig: Record<string, unknown> = {},
  configResources: unknown[] = [],
) => ({
  format_version: "1.2",
  planned_values: { root_module: { resources } },
  configuration: { provider_config: providerConfig, root_module: { resources: configResources } },
});
const books = (region: string) => bundledPriceBook(region) ?? undefined;

describe("the region", () => {
  it("comes from the provider configuration the resource block names", () => {
    const plan = planOf(
      [
        resource("aws_efs_file_system.a", "aws_efs_file_system", {}),
        resource("aws_efs_file_system.b", "aws_efs_file_system", {}),
      ],
      {
        aws: { name: "aws", expressions: { region: { constant_value: "us-east-1" } } },
        "aws.ohio": { name: "aws", alias: "ohio", expressions: { region: { constant_value: "us-east-2" } } },
      },
      [{ address: "aws_efs_file_system.b", provider_config_key: "aws.ohio", expressions: {} }],
    );
    expect(parsePlan(plan).resources.map((r) => [r.address, r.region, r.regionNote])).toEqual([
      ["aws_efs_file_system.a", "us-east-1", null],
      ["aws_efs_file_system.b", "us-east-2", null],
    ]);
  });

  it("is us-east-1 with a note when the provider's region is a variable", () => {
    const plan = planOf([resource("aws_s3_bucket.a", "aws_s3_bucket", { bucket: "a" })], {
      aws: { name: "aws", expressions: { region: { references: ["var.region"] } } },
    });
    const [parsed] = parsePlan(plan).resources;
    expect(parsed?.region).toBe("us-east-1");
    expect(parsed?.regionNote).toMatch(/not a constant/);
  });

  it("is the resource's own (provider v6 region argument, or its Availability Zone's)", () => {
    const plan = planOf([
      resource("aws_ebs_volume.a", "aws_ebs_volume", { region: "us-east-2", size: 10 }),
      resource("aws_ebs_volume.b", "aws_ebs_volume", { availability_zone: "us-east-2c", size: 10 }),
    ]);
    expect(parsePlan(plan).resources.map((r) => r.region)).toEqual(["us-east-2", "us-east-2"]);
  });
});

describe("mappings", () => {
  it("read a module instance's block address without its keys", () => {
    expect(configAddress('module.a["x"].module.b[0].aws_ebs_volume.data["k"]')).toBe(
      "module.a.module.b.aws_ebs_volume.data",
    );
  });

  it("map an EFS One Zone file system, an S3 bucket whose lifecycle moves objects on day 0, and a SCRATCH_1 Lustre (not reviewed)", () => {
    const plan = planOf([
      resource("aws_efs_file_system.z", "aws_efs_file_system", {
        availability_zone_name: "us-east-1a",
        throughput_mode: "elastic",
      }),
      resource("aws_s3_bucket.it", "aws_s3_bucket", { bucket: "it" }),
      resource("aws_s3_bucket_lifecycle_configuration.it", "aws_s3_bucket_lifecycle_configuration", {
        bucket: "it",
        rule: [{ status: "Enabled", transition: [{ days: 0, storage_class: "INTELLIGENT_TIERING" }] }],
      }),
      resource("aws_fsx_lustre_file_system.old", "aws_fsx_lustre_file_system", { storage_capacity: 1200 }),
    ]);
    const result = reviewPlan({ plan }, books);
    expect(result.resources.map((r) => [r.address, r.optionId])).toEqual([
      ["aws_efs_file_system.z", "efs-onezone-elastic"],
      ["aws_s3_bucket.it", "s3-intelligent-tiering"],
    ]);
    expect(result.notReviewed.find((r) => r.address === "aws_fsx_lustre_file_system.old")?.reason).toMatch(/SCRATCH_1/);
  });

  it("offer Persistent-2 for a Persistent-1 Lustre at the same throughput per TiB or more", () => {
    const plan = planOf([
      resource("aws_fsx_lustre_file_system.p1", "aws_fsx_lustre_file_system", {
        deployment_type: "PERSISTENT_1",
        storage_capacity: 2400,
        per_unit_storage_throughput: 200,
      }),
    ]);
    const [lustre] = reviewPlan({ plan }, books).resources;
    const offered = lustre?.alternatives.find((a) => a.optionId === "fsx-lustre-persistent2");
    expect(offered?.changes).toEqual([
      { attribute: "deployment_type", from: '"PERSISTENT_1"', to: '"PERSISTENT_2"' },
      { attribute: "per_unit_storage_throughput", from: "200", to: "250" },
    ]);
    expect(offered?.savingUsd).toBeGreaterThan(0);
  });
});

describe("hostile plans", () => {
  it("refuses modules nested deeper than any configuration, naming where, instead of overflowing the stack", () => {
    let nested: Record<string, unknown> = { resources: [] };
    for (let i = 0; i < 100_000; i += 1) nested = { child_modules: [nested] };
    const plan = { format_version: "1.2", planned_values: { root_module: nested } };
    expect(() => parsePlan(plan)).toThrow(/nest more than 64 levels/);
    let call: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i += 1) call = { module_calls: { m: { module: call } } };
    expect(() => parsePlan({ format_version: "1.2", configuration: { root_module: call } })).toThrow(
      /nest more than 64 levels/,
    );
  });

  it("refuses more storage resources than it reviews in one request (413 too_large)", () => {
    const volumes = Array.from({ length: 5001 }, (_, i) =>
      resource(`aws_ebs_volume.v[${i}]`, "aws_ebs_volume", { size: 10, type: "gp3" }),
    );
    expect(() => reviewPlan({ plan: planOf(volumes) }, books)).toThrow(/5,001 storage resources .*more than the 5,000/);
  });

  it("treats prototype names as the unknown names they are", () => {
    const plan = planOf(
      [
        resource("x.__proto__", "__proto__", {}),
        resource("x.constructor", "constructor", {}),
        resource("aws_fsx_ontap_file_system.p", "aws_fsx_ontap_file_system", { deployment_type: "constructor" }),
        resource("aws_s3_bucket.p", "aws_s3_bucket", {
          bucket: "p",
          lifecycle_rule: [{ transition: [{ days: 0, storage_class: "toString" }] }],
        }),
      ],
      JSON.parse('{"__proto__": {"expressions": {"region": {"constant_value": "eu-west-1"}}}}') as Record<
        string,
        unknown
      >,
      [{ address: "aws_s3_bucket.p", provider_config_key: "__proto__", expressions: {} }],
    );
    const result = reviewPlan({ plan }, books);
    expect(result.resources).toEqual([]);
    expect(result.notReviewed.map((r) => r.address)).toEqual([
      "x.__proto__",
      "x.constructor",
      "aws_fsx_ontap_file_system.p",
      "aws_s3_bucket.p",
    ]);
  });
});
