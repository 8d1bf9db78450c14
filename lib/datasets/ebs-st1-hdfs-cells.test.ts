import type { Dataset } from "./schema";
import { resolveArticlesDir } from "./testing/articles";
import { describeArticleCells } from "./testing/cells";
import { figureById, resultById } from "./testing/datasets";

// Figures transcribed by hand from ebs-st1-hdfs-price-performance.txt.
const source = {
  articleFile: "ebs-st1-hdfs-price-performance.txt",
  slug: "ebs-st1-hdfs",
  articlesDir: resolveArticlesDir(process.env),
};
const MIB = 1024 ** 2;

const result = (id: string, field: "durationSeconds" | "throughputBytesPerSecond") => ({
  actual: (d: Dataset) => resultById(d, id)[field],
  reported: (d: Dataset) => resultById(d, id).asReported[field],
});
const figure = (id: string) => ({
  actual: (d: Dataset) => figureById(d, id).value,
  reported: (d: Dataset) => figureById(d, id).asReported,
});

describeArticleCells("EBS st1 for HDFS article", source, [
  {
    anchor: "4 Volumes of",
    printed: "1452",
    expected: 1452,
    ...result("st1-4x512gib.testdfsio-read", "durationSeconds"),
  },
  {
    anchor: "4 Volumes of",
    printed: "1794",
    expected: 1794,
    ...result("st1-4x512gib.testdfsio-write", "durationSeconds"),
  },
  {
    anchor: "4 Volumes of",
    printed: "1128.37",
    expected: 1128.37 * MIB,
    ...result("st1-4x512gib.testdfsio-read", "throughputBytesPerSecond"),
  },
  {
    anchor: "4 Volumes of",
    printed: "913.26",
    expected: 913.26 * MIB,
    ...result("st1-4x512gib.testdfsio-write", "throughputBytesPerSecond"),
  },
  { anchor: "1 Volume of", printed: "1249", expected: 1249, ...result("st1-1x2tib.testdfsio-read", "durationSeconds") },
  {
    anchor: "1 Volume of",
    printed: "1090.08",
    expected: 1090.08 * MIB,
    ...result("st1-1x2tib.testdfsio-write", "throughputBytesPerSecond"),
  },
  {
    anchor: "A 512 GiB st1 volume",
    printed: "20 MiB/s",
    expected: 20 * MIB,
    ...figure("st1-4x512gib.volume-baseline"),
  },
  { anchor: "A 512 GiB st1 volume", printed: "125MiB/s", expected: 125 * MIB, ...figure("st1-4x512gib.volume-burst") },
  { anchor: "A 1 Tib st1 volume", printed: "40 MiB/s", expected: 40 * MIB, ...figure("st1-2x1tib.volume-baseline") },
  { anchor: "A 2 TiB st1 volume", printed: "500 MiB/s", expected: 500 * MIB, ...figure("st1-1x2tib.volume-burst") },
  {
    anchor: "the 512 GiB volume can achieve a peak of",
    printed: "~75 MiB/s",
    expected: 75 * MIB,
    ...result("st1-4x512gib.testdfsio-read.volume-peak", "throughputBytesPerSecond"),
  },
  {
    anchor: "the 1-TiB volume can achieve a peak of ~250",
    printed: "500MiB/s",
    expected: 500 * MIB,
    ...result("st1-1x2tib.testdfsio-write.volume-peak", "throughputBytesPerSecond"),
  },
  {
    anchor: "The test configuration includes",
    printed: "400 files of 4GB each",
    expected: 400,
    actual: (d) => d.workloads.find((w) => w.id === "testdfsio-read")?.fileCount,
  },
]);
