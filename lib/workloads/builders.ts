import type { WorkloadInput } from "@/lib/model";
// The builders are in client bundles: the one file they need, not the model's index (as above).
// eslint-disable-next-line no-restricted-imports
import { articleDailyWorkload } from "@/lib/model/validation/article-efs-options";
import { GB_BYTES, GIB_BYTES, KIB_BYTES, MB_BYTES, MIB_BYTES, TIB_BYTES } from "@/lib/units";
import type { PresetId } from "./ids";

/**
 * Each preset's workload (without the region) for a number of runs per day. The
 * figures are the dataset files' (data/datasets/<slug>.json), which quote the articles;
 * lib/workloads/presets.test.ts checks them against those files.
 */

export type PresetBody = Omit<WorkloadInput, "region">;
type Build = (timesPerDay: number) => PresetBody;
type Operation = NonNullable<WorkloadInput["operations"]>[number];

/** A 30-day month, the period every article's monthly cost uses. */
const DAYS = 30;

/** Each article's units as its dataset file settles them (each says why). */

/**
 * efs-elastic-vs-bursting: ten files of each size, written from one Lambda. Binary sizes:
 * the article's published benchmark code writes 1024, 1024 * 1024 and 1024 * 1024 * 100
 * bytes, so its KB and MB are KiB and MiB (the dataset file names the repository).
 */
const LAMBDA_FILES = 10;
const LAMBDA_SIZES = [
  { bytes: 1 * KIB_BYTES, text: "1 KiB" },
  { bytes: 1 * MIB_BYTES, text: "1 MiB" },
  { bytes: 100 * MIB_BYTES, text: "100 MiB" },
] as const;
/** efs-challenges-owncloud: the ownCloud tree, about 11,000 files and 98 MB, untarred by one tar pipe. */
const OWNCLOUD_FILES = 11_000;
const OWNCLOUD_BYTES = 98 * MB_BYTES;
/** ebs-st1-hdfs: TestDFSIO writes and reads 400 files of 4 GiB over five DataNodes. */
const DFSIO_FILES = 400;
const DFSIO_DATANODES = 5;
const DFSIO_FILE_BYTES = 4 * GIB_BYTES;
/** One DataNode of the 1 x 2 TiB layout: storing 2 TiB sizes st1 to the article's volume. */
const DFSIO_NODE_BYTES = 2 * TIB_BYTES;
/** fsx-windows-hdd-throughput: about 757 NDVI files (13.1 GB), a 2.29 GB archive, four WinRAR threads. */
const NDVI_FILES = 757;
const NDVI_BYTES = 13.1 * GB_BYTES;
const NDVI_ARCHIVE_BYTES = 2.29 * GB_BYTES;
const WINRAR_THREADS = 4;

function op(
  name: string,
  direction: "read" | "write",
  fileCount: number,
  totalBytes: number,
  concurrency: number,
  timesPerDay: number,
): Operation {
  return {
    name,
    direction,
    fileCount,
    fileSizeBytes: totalBytes / fileCount,
    concurrency,
    timesPerDay,
    access: "sequential",
  };
}

/** The EFS options article's four copies: the model's own rendering, so the calibration and the preset agree. */
const efsOptions: Build = (timesPerDay) => {
  const { region: _region, ...body } = articleDailyWorkload(timesPerDay);
  return body;
};

export const PRESET_BUILDERS: Record<PresetId, Build> = {
  "efs-options-1x": efsOptions,
  "efs-options-10x": efsOptions,
  "efs-elastic-vs-bursting": (t) => ({
    storedBytes: LAMBDA_FILES * LAMBDA_SIZES.reduce((sum, size) => sum + size.bytes, 0),
    days: DAYS,
    clients: 1,
    operations: LAMBDA_SIZES.map((size) =>
      op(`write ${LAMBDA_FILES} files of ${size.text}`, "write", LAMBDA_FILES, LAMBDA_FILES * size.bytes, 1, t),
    ),
  }),
  "owncloud-untar": (t) => ({
    storedBytes: OWNCLOUD_BYTES,
    days: DAYS,
    clients: 1,
    operations: [op("untar the ownCloud tree (11,000 files, 98 MB)", "write", OWNCLOUD_FILES, OWNCLOUD_BYTES, 1, t)],
  }),
  "hdfs-st1": (t) => {
    const files = DFSIO_FILES / DFSIO_DATANODES;
    return {
      storedBytes: DFSIO_NODE_BYTES,
      days: DAYS,
      clients: 1,
      operations: [
        op(`TestDFSIO write, one DataNode's ${files} x 4 GiB`, "write", files, files * DFSIO_FILE_BYTES, 1, t),
        op(`TestDFSIO read, one DataNode's ${files} x 4 GiB`, "read", files, files * DFSIO_FILE_BYTES, 1, t),
      ],
    };
  },
  "fsx-windows-zip": (t) => ({
    storedBytes: NDVI_BYTES + NDVI_ARCHIVE_BYTES,
    days: DAYS,
    clients: 1,
    operations: [
      op("WinRAR compress: read 757 files (13.1 GB)", "read", NDVI_FILES, NDVI_BYTES, WINRAR_THREADS, t),
      op("WinRAR compress: write the 2.29 GB archive", "write", 1, NDVI_ARCHIVE_BYTES, 1, t),
      op("WinRAR extract: read the archive", "read", 1, NDVI_ARCHIVE_BYTES, 1, t),
      op("WinRAR extract: write 757 files (13.1 GB)", "write", NDVI_FILES, NDVI_BYTES, 1, t),
    ],
  }),
};
