import type { Dataset } from "./schema";
import { resolveArticlesDir } from "./testing/articles";
import { describeArticleCells } from "./testing/cells";
import { figureById, resultById } from "./testing/datasets";

// Figures transcribed by hand from fsx-windows-hdd-throughput.txt.
const source = {
  articleFile: "fsx-windows-hdd-throughput.txt",
  slug: "fsx-windows-hdd-throughput",
  articlesDir: resolveArticlesDir(process.env),
};
const MB = 1_000_000;

const field = (id: string, name: "durationSeconds" | "throughputBytesPerSecond" | "costUsd" | "monthlyCostUsd") => ({
  actual: (d: Dataset) => resultById(d, `fsx.${id}`)[name],
  reported: (d: Dataset) => resultById(d, `fsx.${id}`).asReported[name],
});

describeArticleCells("FSx for Windows HDD article", source, [
  {
    anchor: "Baseline write:",
    printed: "32 MB/s",
    expected: 32 * MB,
    ...field("diskspd-write-baseline", "throughputBytesPerSecond"),
  },
  {
    anchor: "Peak burst write:",
    printed: "400 MB/s",
    expected: 400 * MB,
    ...field("diskspd-write-burst.peak", "throughputBytesPerSecond"),
  },
  {
    anchor: "Consistent burst write:",
    printed: "287.5 MB/s",
    expected: 287.5 * MB,
    ...field("diskspd-write-burst.sustained", "throughputBytesPerSecond"),
  },
  {
    anchor: "In-memory cache read:",
    printed: "625 MB/s",
    expected: 625 * MB,
    ...field("diskspd-read-cache", "throughputBytesPerSecond"),
  },
  {
    anchor: "I see a consistent",
    printed: "5.0 Gbps",
    expected: (5.0 * 1e9) / 8,
    ...field("diskspd-read-cache", "throughputBytesPerSecond"),
  },
  {
    anchor: "Zip Burst read:",
    printed: "237.5 MB/s",
    expected: 237.5 * MB,
    ...field("winrar-zip", "throughputBytesPerSecond"),
  },
  { anchor: "This zip took", printed: "99 seconds", expected: 99, ...field("winrar-zip", "durationSeconds") },
  {
    anchor: "Unzip Burst write:",
    printed: "187.5 MB/s",
    expected: 187.5 * MB,
    ...field("winrar-unzip", "throughputBytesPerSecond"),
  },
  {
    anchor: "The unzip completed in",
    printed: "73 seconds",
    expected: 73,
    ...field("winrar-unzip", "durationSeconds"),
  },
  {
    anchor: "This file server ran for 2 hours",
    printed: "$0.742",
    expected: 0.742,
    ...field("test-session", "costUsd"),
  },
  {
    anchor: "This file server ran for 2 hours",
    printed: "$270.72 per month",
    expected: 270.72,
    ...field("test-session", "monthlyCostUsd"),
  },
  {
    anchor: "How I tested",
    printed: "5120 GiB storage capacity",
    expected: 5120 * 1024 ** 3,
    actual: (d) => d.systems[0]?.size?.bytes,
    reported: (d) => d.systems[0]?.size?.asReported,
  },
  {
    anchor: "64 64 Up to 600",
    printed: "4 64 Up to 350",
    expected: 4 * 1e9,
    actual: (d) => figureById(d, "capacity-64.cache-memory").value,
  },
]);
