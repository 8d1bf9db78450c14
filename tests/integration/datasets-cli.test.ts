import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CliIo } from "@/cli/command";
import { fromProjectRoot } from "@/server/db/paths";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

type Command = (typeof import("@/cli/commands/import-dataset"))["importDatasetCommand"];

function capture(): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => out.push(t), stderr: (t) => err.push(t) };
}

describe("import-dataset command", () => {
  let database: TestDatabase;
  let command: Command;
  let dir = "";
  const source = fromProjectRoot("data/datasets/efs-elastic-vs-bursting.json");

  beforeAll(async () => {
    database = await createTestDatabase();
    // The CLI resolves its database from DATABASE_URL, read once.
    process.env.DATABASE_URL = database.url;
    command = (await import("@/cli/commands/import-dataset")).importDatasetCommand;
    dir = await mkdtemp(join(tmpdir(), "sa-datasets-cli-"));
  });
  afterAll(async () => {
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("prints created, then unchanged, then replaced", async () => {
    const first = capture();
    expect(await command.run([source], first)).toBe(0);
    expect(first.out.join("\n")).toMatch(
      /^created: efs-elastic-vs-bursting \(2 systems, 3 workloads, 6 results, 3 observations\)/,
    );

    const second = capture();
    expect(await command.run([source], second)).toBe(0);
    expect(second.out.join("\n")).toMatch(/^unchanged: efs-elastic-vs-bursting/);

    const changed = join(dir, "efs-elastic-vs-bursting.json");
    const doc = JSON.parse(await readFile(source, "utf8")) as { title: string };
    await writeFile(changed, JSON.stringify({ ...doc, title: "Another title" }));
    const third = capture();
    expect(await command.run([changed], third)).toBe(0);
    expect(third.out.join("\n")).toMatch(/^replaced: efs-elastic-vs-bursting/);
    expect((await database.db.dataset.findUniqueOrThrow({ where: { slug: "efs-elastic-vs-bursting" } })).title).toBe(
      "Another title",
    );
  });

  it("refuses a bad file with its field paths on stderr, exit 2, nothing written", async () => {
    const bad = join(dir, "efs-elastic-vs-bursting.json");
    const doc = JSON.parse(await readFile(source, "utf8")) as {
      title: string;
      results: { workloadId: string; sampleCount?: unknown }[];
    };
    doc.title = "Should not be stored";
    doc.results[1] = {
      ...doc.results[1],
      workloadId: "write-typo",
      sampleCount: "three",
    } as (typeof doc.results)[number];
    await writeFile(bad, JSON.stringify(doc));
    const before = await database.db.dataset.findUniqueOrThrow({ where: { slug: "efs-elastic-vs-bursting" } });

    const io = capture();
    expect(await command.run([bad], io)).toBe(2);
    expect(io.out).toEqual([]);
    const stderr = io.err.join("\n");
    expect(stderr).toContain("is not a valid dataset");
    expect(stderr).toContain("efs-elastic-vs-bursting.json: results[1].sampleCount:");
    expect(await database.db.dataset.findUniqueOrThrow({ where: { slug: "efs-elastic-vs-bursting" } })).toEqual(before);
  });

  it("answers missing files and wrong arguments with exit 2", async () => {
    const missing = capture();
    expect(await command.run([join(dir, "absent.json")], missing)).toBe(2);
    expect(missing.err.join("")).toContain("no such file");
    const none = capture();
    expect(await command.run([], none)).toBe(2);
    const flag = capture();
    expect(await command.run(["--force", source], flag)).toBe(2);
  });
});
