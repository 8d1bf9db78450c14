import type { OptionId, WorkloadInput } from "@/lib/model";
import { PRESET_BUILDERS } from "./builders";
import { PRESET_IDS, type PresetId } from "./ids";
import { DEFAULT_REGION } from "@/lib/pricing/regions";

/**
 * Named workloads from the benchmark articles, so the option pages, the compare page,
 * the advisor and the CLI can start from something measured instead of an empty form.
 * Pure data, no I/O. `description` says what was assumed where an article is silent.
 */

export interface PresetSource {
  /** data/datasets/<datasetSlug>.json, which quotes the article. */
  datasetSlug: string;
  /** The article's file under shared/reference/articles/. */
  articleFile: string;
  /** The dataset's workload ids this preset is built from. */
  workloadIds: readonly string[];
}

/** A configuration the article ran the workload on (for "the article's setup" links): its dataset system's config, sized where the article gives a size. */
export interface MeasuredOn {
  optionId: OptionId;
  params: Record<string, unknown>;
}

export interface WorkloadPreset {
  id: PresetId;
  label: string;
  description: string;
  source: PresetSource;
  /** The article's region; null when it does not say. The preset itself uses DEFAULT_REGION. */
  sourceRegion: string | null;
  /** Runs per day of each operation unless the caller overrides it. */
  timesPerDay: number;
  measuredOn: readonly MeasuredOn[];
}

const EFS_OPTIONS_SOURCE = (suffix: "1x" | "10x"): PresetSource => ({
  datasetSlug: "efs-options-and-alternatives",
  articleFile: "efs-options-and-alternatives-price-performance.txt",
  workloadIds: ["read-5x32gib", "read-kernel", "write-5x32gib", "write-kernel"].map((id) => `${id}-${suffix}`),
});

/** The EFS options article's catalog systems (data/datasets/efs-options-and-alternatives.json). */
const EFS_OPTIONS_SETUPS: readonly MeasuredOn[] = [
  { optionId: "efs-standard-elastic", params: { performanceMode: "generalPurpose" } },
  { optionId: "efs-standard-bursting", params: { performanceMode: "generalPurpose" } },
  { optionId: "efs-standard-provisioned", params: { throughputMiBps: 500, performanceMode: "generalPurpose" } },
  { optionId: "efs-onezone-bursting", params: { performanceMode: "generalPurpose" } },
  { optionId: "efs-onezone-elastic", params: { performanceMode: "generalPurpose" } },
  { optionId: "efs-onezone-provisioned", params: { throughputMiBps: 500, performanceMode: "generalPurpose" } },
  { optionId: "ebs-gp3", params: { iops: 3000, throughputMiBps: 250 } },
  { optionId: "ebs-gp2", params: {} },
  { optionId: "ebs-io2", params: { iops: 3000 } },
  { optionId: "ebs-io1", params: { iops: 3000 } },
  { optionId: "ebs-st1", params: {} },
  { optionId: "ebs-sc1", params: {} },
  { optionId: "fsx-lustre-scratch2", params: {} },
  ...[125, 250, 500, 1000].map((throughputPerTiB): MeasuredOn => ({
    optionId: "fsx-lustre-persistent2",
    params: { throughputPerTiB },
  })),
  ...[12, 40].flatMap((throughputPerTiB) =>
    [false, true].map((ssdCache): MeasuredOn => ({
      optionId: "fsx-lustre-hdd",
      params: { throughputPerTiB, ssdCache },
    })),
  ),
];

const EFS_OPTIONS_DESCRIPTION =
  "1,000 GiB stored for 30 days; each run copies five 32 GiB files and the Linux kernel source tree (74,999 files, 1.21 GiB) from the storage into a RAM disk (read) and back (write), one file at a time in 1 MiB requests.";

export const WORKLOAD_PRESETS: readonly WorkloadPreset[] = [
  {
    id: "efs-options-1x",
    label: "EFS options article: four copies, once a day",
    description: EFS_OPTIONS_DESCRIPTION,
    source: EFS_OPTIONS_SOURCE("1x"),
    sourceRegion: "us-east-2",
    timesPerDay: 1,
    measuredOn: EFS_OPTIONS_SETUPS,
  },
  {
    id: "efs-options-10x",
    label: "EFS options article: four copies, ten times a day",
    description: `${EFS_OPTIONS_DESCRIPTION} Ten runs a day: the article extrapolated this table from the single runs.`,
    source: EFS_OPTIONS_SOURCE("10x"),
    sourceRegion: "us-east-2",
    timesPerDay: 10,
    measuredOn: EFS_OPTIONS_SETUPS,
  },
  {
    id: "efs-elastic-vs-bursting",
    label: "EFS Elastic vs Bursting: ten 1 KiB, 1 MiB and 100 MiB writes",
    description:
      'Ten files each of 1 KiB, 1 MiB and 100 MiB written one at a time, as the article\'s Lambda function did (its "1KB" and "1MB" are binary in the published benchmark code). The article states neither the region nor the data stored: the preset stores just the written files (about 1 GiB).',
    source: {
      datasetSlug: "efs-elastic-vs-bursting",
      articleFile: "efs-elastic-vs-bursting-benchmark.txt",
      workloadIds: ["write-10x1kb", "write-10x1mb", "write-10x100mb"],
    },
    sourceRegion: null,
    timesPerDay: 1,
    measuredOn: [
      { optionId: "efs-standard-elastic", params: {} },
      { optionId: "efs-standard-bursting", params: {} },
    ],
  },
  {
    id: "owncloud-untar",
    label: "ownCloud on EFS: untar 11,000 small files",
    description:
      "The ownCloud tree (about 11,000 files, 98 MB) untarred onto the storage by one serial tar pipe: a small-file, latency-bound write. 98 MB stored; the article states no region.",
    source: {
      datasetSlug: "efs-challenges-owncloud",
      articleFile: "efs-challenges-owncloud.txt",
      workloadIds: ["untar-to-efs"],
    },
    sourceRegion: null,
    timesPerDay: 1,
    measuredOn: [{ optionId: "efs-standard-bursting", params: { performanceMode: "generalPurpose" } }],
  },
  {
    id: "hdfs-st1",
    label: "HDFS TestDFSIO on st1: one DataNode's sequential write and read",
    description:
      "One DataNode's share of TestDFSIO (400 files of 4 GiB over five DataNodes: 80 files written, then read) on 2 TiB stored, the article's 1 x 2 TiB st1 layout. The article states neither the region nor the tasks per node (one file at a time here).",
    source: {
      datasetSlug: "ebs-st1-hdfs",
      articleFile: "ebs-st1-hdfs-price-performance.txt",
      workloadIds: ["testdfsio-write", "testdfsio-read"],
    },
    sourceRegion: null,
    timesPerDay: 1,
    measuredOn: [{ optionId: "ebs-st1", params: { capacityGiB: 2048 } }],
  },
  {
    id: "fsx-windows-zip",
    label: "FSx for Windows: WinRAR compress and extract 13.1 GB",
    description:
      "WinRAR compresses about 757 data files (13.1 GB) on the share with four threads into a 2.29 GB archive, then extracts it to a new folder. Stores the files and the archive (15.39 GB); the article ran in us-west-2 on a 5,120 GiB HDD file system with 32 MB/s.",
    source: {
      datasetSlug: "fsx-windows-hdd-throughput",
      articleFile: "fsx-windows-hdd-throughput.txt",
      workloadIds: ["winrar-zip", "winrar-unzip"],
    },
    sourceRegion: "us-west-2",
    timesPerDay: 1,
    measuredOn: [
      {
        optionId: "fsx-windows",
        params: { storageType: "hdd", deployment: "multiAz", throughputCapacityMBps: 32, capacityGiB: 5120 },
      },
    ],
  },
];

const BY_ID = new Map<string, WorkloadPreset>(WORKLOAD_PRESETS.map((preset) => [preset.id, preset]));

export function getPreset(id: string): WorkloadPreset | undefined {
  return BY_ID.get(id);
}

/**
 * The preset as a workload the model, the API and the CLI accept (plain JSON data).
 * `timesPerDay` sets the runs of every operation; the result is not validated here, so
 * an override the schema rejects (over 1,440 runs a day in total) is reported by
 * whoever runs it, with its path.
 */
export function presetWorkload(id: PresetId, options: PresetWorkloadOptions = {}): WorkloadInput {
  const preset = BY_ID.get(id);
  if (preset === undefined)
    throw new RangeError(`unknown workload preset ${JSON.stringify(id)}; known presets: ${PRESET_IDS.join(", ")}`);
  return {
    region: options.region ?? DEFAULT_REGION,
    ...PRESET_BUILDERS[preset.id](options.timesPerDay ?? preset.timesPerDay),
  };
}

export interface PresetWorkloadOptions {
  /** Runs per day of every operation. */
  timesPerDay?: number;
  /** Default DEFAULT_REGION. */
  region?: string;
}
