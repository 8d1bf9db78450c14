import { describe, expect, it } from "vitest";
import type { Dataset } from "./schema";
import { readArticle, resolveArticlesDir } from "./testing/articles";
import { describeArticleCells } from "./testing/cells";
import { loadShippedDataset, resultById } from "./testing/datasets";

// Figures transcribed by hand from efs-challenges-owncloud.txt.
const ARTICLE = "efs-challenges-owncloud.txt";
const articlesDir = resolveArticlesDir(process.env);
const source = { articleFile: ARTICLE, slug: "efs-challenges-owncloud", articlesDir };

const duration = (id: string) => ({
  actual: (d: Dataset) => resultById(d, id).durationSeconds,
  reported: (d: Dataset) => resultById(d, id).asReported.durationSeconds,
});
const throughput = (id: string) => ({
  actual: (d: Dataset) => resultById(d, id).throughputBytesPerSecond,
  reported: (d: Dataset) => resultById(d, id).asReported.throughputBytesPerSecond,
});
const percentile = (id: string, p: string) => ({
  actual: (d: Dataset) => resultById(d, id).latencyMs?.percentiles?.[p],
  reported: (d: Dataset) => resultById(d, id).asReported.latencyMs,
});

describeArticleCells("ownCloud on EFS article", source, [
  { anchor: "time tar cfv", printed: "real 8m48.509s", expected: 528.509, ...duration("efs.untar-to-efs.timed") },
  {
    anchor: "A standard untar operation to EFS",
    printed: "204 kBps",
    expected: 204_000,
    ...throughput("efs.untar-to-efs.summary"),
  },
  { anchor: "I saw between", printed: "1.63 MBbs", expected: 1_630_000, ...throughput("efs.rsync-parallel-to-efs") },
  {
    anchor: "Some baselines of various tar commands",
    printed: "1 second",
    expected: 1,
    ...duration("devnull.untar-to-devnull"),
  },
  {
    anchor: "Some baselines of various tar commands",
    printed: "36 seconds",
    expected: 36,
    ...duration("efs.untar-skip-existing"),
  },
  { anchor: "Then I took some rsync baselines", printed: "10 minutes", expected: 600, ...duration("efs.rsync-to-efs") },
  {
    anchor: "Then I took some rsync baselines",
    printed: "(1000 concurrent workers)",
    expected: 1000,
    actual: (d) => d.workloads.find((w) => w.id === "rsync-parallel-to-efs")?.concurrency,
  },
  {
    anchor: "The ownCloud image is trying to copy",
    printed: "11,000 files that take up 98 MB",
    expected: 98_000_000,
    actual: (d) => d.workloads.find((w) => w.id === "untar-to-efs")?.totalBytes,
  },
  {
    anchor: "Concurrency Level",
    printed: "Requests per second:    9.87",
    expected: 9.87,
    actual: (d) => resultById(d, "efs.ab-1-node").requestsPerSecond,
  },
  {
    anchor: "Requests per second",
    printed: "Transfer rate:          160.73",
    expected: 160.73 * 1024,
    ...throughput("efs.ab-1-node"),
  },
  {
    anchor: "Percentage of the requests served",
    printed: "95%   1087",
    expected: 1087,
    ...percentile("efs.ab-1-node", "95"),
  },
  {
    anchor: "convox scale main --count=3",
    printed: "95%  12044",
    expected: 12044,
    ...percentile("efs.ab-3-nodes-cold", "95"),
  },
  {
    anchor: "convox scale main --count=3",
    printed: "100%  12864",
    expected: 12864,
    ...percentile("efs.ab-3-nodes-cold", "100"),
  },
  {
    anchor: "performance evened out",
    printed: "90%    771",
    expected: 771,
    ...percentile("efs.ab-3-nodes-warm", "90"),
  },
  {
    anchor: "performance evened out",
    printed: "50%    694",
    expected: 694,
    ...percentile("efs.ab-3-nodes-warm", "50"),
  },
]);

describe("ownCloud SQLite observation", () => {
  const dataset = loadShippedDataset("efs-challenges-owncloud");

  it("records SQLite on EFS as a failure of the EFS system", () => {
    const failure = dataset.observations.find((o) => o.id === "sqlite-on-efs-fails");
    expect(failure).toMatchObject({
      kind: "failure",
      systemId: "efs-general-purpose",
      asReported: "I/O error creating the database",
    });
  });

  it.skipIf(articlesDir === undefined)("article reports the SQLite error [needs the articles, else skipped]", () => {
    expect(readArticle(articlesDir, ARTICLE)).toContain("I get an I/O error creating the database");
  });
});
