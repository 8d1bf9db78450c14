import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseFioDetailed } from "@/lib/fio";
import { getResultJobs } from "@/server/data/results/result-jobs";
import { ingestFioUpload } from "@/server/data/results/result-ingest";
import { getResult } from "@/server/data/results/results";
import { StoredJsonError } from "@/server/data/shared/stored-json";
import { fromProjectRoot } from "@/server/db/paths";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** JSON columns are read back through their schemas, never cast: what comes out is what the parser wrote, or a named error. */
describe("stored fio documents on a real PostgreSQL", () => {
  let database: TestDatabase;
  const bytes = readFileSync(fromProjectRoot("fixtures/fio/fio-3.16_randrw_single.json"));

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("reads back the parser's document and job details unchanged", async () => {
    const outcome = await ingestFioUpload(database.db, { fileName: "randrw.json", bytes, labels: {} });
    if (outcome.kind !== "created") throw new Error(`upload was ${outcome.kind}`);
    const parsed = parseFioDetailed(bytes);
    if (!parsed.ok) throw new Error("fixture does not parse");
    expect((await getResult(database.db, outcome.id))?.document).toEqual(parsed.document);
    const jobs = await getResultJobs(database.db, outcome.id);
    expect(jobs.map((j) => j.job)).toEqual(parsed.document.jobs);
    expect(jobs.map((j) => j.details)).toEqual(parsed.details.jobs);
  });

  it("names the field of a stored document that no longer matches", async () => {
    const row = await database.db.uploadedResult.findFirstOrThrow({ select: { id: true } });
    await database.db
      .$executeRaw`UPDATE "UploadedResult" SET parsed = jsonb_set(parsed, '{jobs,0,read,iops}', '"fast"') WHERE id = ${row.id}`;
    const read = getResult(database.db, row.id);
    await expect(read).rejects.toBeInstanceOf(StoredJsonError);
    await expect(read).rejects.toThrow(/jobs\[0\]\.read\.iops/);
  });
});
