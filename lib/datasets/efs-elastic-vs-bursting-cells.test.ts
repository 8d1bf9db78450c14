import type { Dataset } from "./schema";
import { resolveArticlesDir } from "./testing/articles";
import { describeArticleCells } from "./testing/cells";
import { resultById } from "./testing/datasets";

// Figures transcribed by hand from efs-elastic-vs-bursting-benchmark.txt.
const source = {
  articleFile: "efs-elastic-vs-bursting-benchmark.txt",
  slug: "efs-elastic-vs-bursting",
  articlesDir: resolveArticlesDir(process.env),
};

const duration = (id: string) => ({
  actual: (d: Dataset) => resultById(d, id).durationSeconds,
  reported: (d: Dataset) => resultById(d, id).asReported.durationSeconds,
});
const difference = (id: string) => ({
  actual: (d: Dataset) => d.comparisons.find((c) => c.id === id)?.differencePercent,
  reported: (d: Dataset) => d.comparisons.find((c) => c.id === id)?.asReported,
});

describeArticleCells("EFS Elastic vs Bursting article", source, [
  {
    anchor: "Writing 10 files, 1KB each",
    printed: "95.2ms",
    expected: 0.0952,
    ...duration("efs-elastic.write-10x1kb"),
  },
  {
    anchor: "Writing 10 files, 1KB each",
    printed: "100.6ms",
    expected: 0.1006,
    ...duration("efs-bursting.write-10x1kb"),
  },
  {
    anchor: "Writing 10 files, 1MB each",
    printed: "366.2ms",
    expected: 0.3662,
    ...duration("efs-elastic.write-10x1mb"),
  },
  {
    anchor: "Writing 10 files, 1MB each",
    printed: "369.8ms",
    expected: 0.3698,
    ...duration("efs-bursting.write-10x1mb"),
  },
  {
    anchor: "Writing 10 files, 100MB each",
    printed: "12.161s",
    expected: 12.161,
    ...duration("efs-elastic.write-10x100mb"),
  },
  {
    anchor: "Writing 10 files, 100MB each",
    printed: "17.081s",
    expected: 17.081,
    ...duration("efs-bursting.write-10x100mb"),
  },
  {
    anchor: "Writing 10 files, 1KB each",
    printed: "-5.37%",
    expected: -5.37,
    ...difference("elastic-vs-bursting.write-10x1kb"),
  },
  {
    anchor: "Writing 10 files, 1MB each",
    printed: "-0.97%",
    expected: -0.97,
    ...difference("elastic-vs-bursting.write-10x1mb"),
  },
  {
    anchor: "Writing 10 files, 100MB each",
    printed: "-28.80%",
    expected: -28.8,
    ...difference("elastic-vs-bursting.write-10x100mb"),
  },
]);
