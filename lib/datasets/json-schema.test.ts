import { describe, expect, it } from "vitest";
import { datasetJsonSchema } from "./json-schema";

describe("datasetJsonSchema", () => {
  const schema = datasetJsonSchema() as {
    $schema: string;
    type: string;
    properties: Record<string, { const?: unknown }>;
    required: string[];
  };

  it("describes an object with every top-level dataset property", () => {
    expect(schema.$schema).toContain("2020-12");
    expect(schema.type).toBe("object");
    const topLevel = [
      "formatVersion",
      "slug",
      "title",
      "source",
      "published",
      "region",
      "client",
      "methodNotes",
      "systems",
      "workloads",
      "results",
      "observations",
      "comparisons",
      "referenceFigures",
    ];
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(topLevel));
    expect(schema.required).toEqual(expect.arrayContaining(topLevel));
    expect(schema.properties.formatVersion?.const).toBe(1);
  });

  it("names the catalog options and survives a JSON round trip", () => {
    const text = JSON.stringify(schema);
    for (const optionId of ["efs-standard-elastic", "ebs-gp3", "fsx-lustre-hdd", "fsx-windows", "s3-standard"]) {
      expect(text).toContain(`"${optionId}"`);
    }
    expect(JSON.parse(text)).toEqual(schema);
  });
});
