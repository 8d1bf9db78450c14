import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ANSWER_FIELDS,
  ANSWER_STEPS,
  datasetFileCount,
  fileSizeBytesOf,
  plannedSizeGiB,
  stepOfField,
} from "@/lib/advisor/answers";
import {
  advisorAnswersSchema,
  answersToSearchParams,
  parseAnswerJson,
  parseAnswerParams,
  parseAnswerParamsLenient,
} from "./advisor";

describe("advisor answers", () => {
  it("every answer has a default", () => {
    const parsed = parseAnswerParams({});
    expect(parsed).toEqual({
      ok: true,
      answers: {
        sizeGiB: 1000,
        growthPctPerYear: 0,
        fileProfile: "mixed",
        fileSize: 1,
        fileSizeUnit: "MiB",
        clients: 1,
        threads: 4,
        readGiBPerDay: 10,
        writeGiBPerDay: 1,
        fullReads: "never",
        access: "sequential",
        // One machine: the sharing default follows it (several machines default to NFS).
        sharing: "single",
        latency: "prompt",
        durability: "multiAz",
        region: "us-east-1",
      },
    });
  });

  it("reads URL text, treats empty fields as unanswered and ignores other parameters", () => {
    const parsed = parseAnswerParams({
      sizeGiB: "20",
      budgetUsd: "",
      fileCount: "  ",
      step: "4",
      threads: ["8", "2"],
      fileProfile: "small",
    });
    expect(parsed.ok && parsed.answers).toMatchObject({ sizeGiB: 20, threads: 8, fileSize: 16, fileSizeUnit: "KiB" });
    expect(parsed.ok && "budgetUsd" in parsed.answers).toBe(false);
  });

  it.each([
    [{ sizeGiB: "lots" }, "sizeGiB", "Data size must be a number"],
    [{ sizeGiB: "0" }, "sizeGiB", "Data size must be at least 0.01 GiB"],
    [{ threads: "1.5" }, "threads", "Threads per machine must be a whole number"],
    [{ clients: "0" }, "clients", "Machines (clients) must be at least 1"],
    [{ sharing: "ftp" }, "sharing", "Who uses the data must be one of: single, nfs, smb, hpc, objects"],
    [{ region: "Ohio" }, "region", 'Region must be an AWS region code such as "us-east-1"'],
    [{ fileSize: "0.5", fileSizeUnit: "KiB" }, "fileSize", "Typical file size must be between 1 KiB and 5 TiB"],
    [{ readGiBPerDay: "1000000", fileSize: "1", fileSizeUnit: "KiB" }, "readGiBPerDay", undefined],
    [{ budgetUsd: "-5" }, "budgetUsd", undefined],
  ])("%j is refused at %s", (params, field, message) => {
    const parsed = parseAnswerParams(params);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues[0]!.field).toBe(field);
    if (message) expect(parsed.issues[0]!.message).toBe(message);
  });

  it("takes any file size from 1 KiB to 5 TiB", () => {
    expect(parseAnswerParams({ fileSize: "512", fileSizeUnit: "GiB", fileProfile: "large" }).ok).toBe(true);
    expect(parseAnswerParams({ fileSize: "1", fileSizeUnit: "KiB", sizeGiB: "10" }).ok).toBe(true);
    // 1,000 GiB of 1 KiB files is over a billion files: the model's limit.
    expect(parseAnswerParams({ fileSize: "1", fileSizeUnit: "KiB" }).ok).toBe(false);
  });

  it("JSON answers refuse unknown keys, with the key as the path", () => {
    const parsed = parseAnswerJson({ sizeGiB: 10, colour: "blue" });
    expect(parsed.ok === false && parsed.issues[0]).toMatchObject({ field: "colour" });
    expect(parseAnswerJson([]).ok).toBe(false);
    expect(parseAnswerJson(null).ok).toBe(false);
  });

  it("round-trips through the URL: equal answers give equal URLs", () => {
    const answers = fc.record({
      sizeGiB: fc.double({ min: 0.01, max: 100_000, noNaN: true }),
      threads: fc.integer({ min: 1, max: 1024 }),
      clients: fc.integer({ min: 1, max: 10_000 }),
      sharing: fc.constantFrom("single", "nfs", "smb", "hpc", "objects"),
      budgetUsd: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
      fullReads: fc.constantFrom("never", "monthly", "weekly", "daily", "hourly"),
    });
    fc.assert(
      fc.property(answers, (input) => {
        const first = advisorAnswersSchema.parse(input);
        const url = answersToSearchParams(first);
        const again = parseAnswerParams(Object.fromEntries(url));
        expect(again).toEqual({ ok: true, answers: first });
        expect(answersToSearchParams(first).toString()).toBe(url.toString());
      }),
      { numRuns: 100 },
    );
  });

  it("the lenient parse keeps every valid answer and reports the invalid ones", () => {
    const lenient = parseAnswerParamsLenient({ sizeGiB: "20", clients: "0", threads: "x", sharing: "smb" });
    expect(lenient.answers).toMatchObject({ sizeGiB: 20, clients: 1, threads: 4, sharing: "smb" });
    expect(lenient.issues.map((i) => i.field).sort()).toEqual(["clients", "threads"]);
    expect(lenient.raw.clients).toBe("0");
  });

  it("derives sizes: planned size after growth, file bytes, files in the data set", () => {
    const a = advisorAnswersSchema.parse({ sizeGiB: 100, growthPctPerYear: 50, fileSize: 1, fileSizeUnit: "GiB" });
    expect(plannedSizeGiB(a)).toBe(150);
    expect(fileSizeBytesOf(a)).toBe(2 ** 30);
    expect(datasetFileCount(a)).toBe(150);
    expect(datasetFileCount({ ...a, fileCount: 7 })).toBe(7);
  });

  it("every answer belongs to exactly one wizard step", () => {
    const asked = ANSWER_STEPS.flatMap((s) => s.fields as readonly string[]);
    expect([...asked].sort()).toEqual([...ANSWER_FIELDS].sort());
    expect(stepOfField("sizeGiB")).toBe(1);
    expect(stepOfField("region")).toBe(ANSWER_STEPS.length);
  });
});
