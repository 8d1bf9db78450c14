import { describe, expect, it } from "vitest";
import { answerContradictions, contradictionInputOf } from "./contradictions";
import { parseAnswerParams } from "@/lib/validations/advisor";

const fieldsOf = (values: Record<string, string>) =>
  answerContradictions(contradictionInputOf(values)).map((c) => c.fields.join("+"));

describe("answers that contradict each other", () => {
  it("flags one machine with sharing over NFS or an HPC cluster", () => {
    expect(fieldsOf({ clients: "1", sharing: "nfs" })).toEqual(["sharing+clients"]);
    expect(fieldsOf({ clients: "1", sharing: "hpc" })).toEqual(["sharing+clients"]);
    expect(fieldsOf({ clients: "3", sharing: "nfs" })).toEqual([]);
  });

  it("flags protocols the clients' operating system does not speak", () => {
    expect(fieldsOf({ sharing: "smb", clientOs: "linux" })).toEqual(["sharing+clientOs"]);
    expect(fieldsOf({ sharing: "nfs", clientOs: "windows", clients: "4" })).toEqual(["sharing+clientOs"]);
    expect(fieldsOf({ sharing: "hpc", clientOs: "windows", clients: "8" })).toEqual(["sharing+clientOs"]);
    expect(fieldsOf({ sharing: "smb", clientOs: "windows" })).toEqual([]);
  });

  it("flags several machines on one instance, unless each keeps its own part", () => {
    expect(fieldsOf({ clients: "5", sharing: "nfs", placement: "oneInstance" })).toEqual(["placement+clients"]);
    expect(fieldsOf({ clients: "5", sharing: "single", placement: "oneInstance" })).toEqual([]);
  });

  it("flags S3 API applications that write in place or lock", () => {
    expect(fieldsOf({ sharing: "objects", semantics: "randomWrites" })).toEqual(["semantics+sharing"]);
    expect(fieldsOf({ sharing: "objects", semantics: "locking" })).toEqual(["semantics+sharing"]);
    expect(fieldsOf({ sharing: "objects", semantics: "wholeFiles" })).toEqual([]);
  });

  it("counts a half-typed or unknown value as unanswered", () => {
    expect(fieldsOf({ clients: "", sharing: "nfs" })).toEqual([]);
    expect(fieldsOf({ clients: "1.5", sharing: "nfs" })).toEqual([]);
    expect(fieldsOf({ clients: "1", sharing: "nfsx" })).toEqual([]);
  });

  it("raises none for the defaults: the sharing default follows the number of machines", () => {
    for (const clients of ["1", "2", "40"]) {
      const parsed = parseAnswerParams({ clients });
      if (!parsed.ok) throw new Error("defaults must parse");
      expect(parsed.answers.sharing).toBe(clients === "1" ? "single" : "nfs");
      expect(answerContradictions(parsed.answers)).toEqual([]);
    }
  });
});
