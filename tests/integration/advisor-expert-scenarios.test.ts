/**
 * Expert scenarios through the real route (POST /api/v1/recommendations) on a real
 * PostgreSQL database with the bundled prices: for each, the first choices a storage
 * architect would accept in a design review, and the answers that review would refuse
 * (anywhere in the ranking, or as the first choice). The answers are the files in
 * fixtures/advisor/; the note above the expectations says how they followed the catalog.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { createTestDatabase, type TestDatabase } from "@/tests/support/test-database";

type Handler = (request: Request, context: unknown) => Promise<Response>;

interface Ranked {
  rank: number;
  key: string;
  optionId: string;
  label: string;
  params: Record<string, unknown>;
  monthlyCostUsd: number;
  totalMonthlyUsd: number;
  warnings: string[];
  costBreakdown: Record<string, number>;
  timeSeconds: number;
  timeRange: { low: number; high: number };
}

interface Answer {
  ranking: Ranked[];
  alsoConsidered: { optionId: string; beatenBy: { key: string } | null; reason: string }[];
  ruledOut: { optionId: string; reason: string }[];
}

interface Scenario {
  file: string;
  /** Why the expectations are what they are, as said in a design review. */
  review: string;
  /** The AWS guidance the review rests on (pages anyone can open). */
  guidance?: readonly string[];
  /** Acceptable first choices: option ids, or a test on the first option. */
  first: readonly string[] | ((o: Ranked) => boolean);
  /** Never ranked at all (option id or prefix ending in "-"). */
  forbidden: readonly string[];
  /** Never the first choice. */
  forbiddenFirst?: readonly string[];
  /** Ruled out with a reason matching this, per option id. */
  ruledOutBecause?: Record<string, RegExp>;
  /** A further check on the whole answer, said as the review would. */
  check?: (answer: Answer) => void;
}

const EFS_PERFORMANCE = "https://docs.aws.amazon.com/efs/latest/ug/performance.html";
const EFS_LIFECYCLE = "https://docs.aws.amazon.com/efs/latest/ug/lifecycle-management-efs.html";
const EBS_VOLUME_TYPES = "https://docs.aws.amazon.com/ebs/latest/userguide/ebs-volume-types.html";
const EBS_GP3 = "https://docs.aws.amazon.com/ebs/latest/userguide/general-purpose.html";
const EBS_OPTIMIZATION = "https://docs.aws.amazon.com/ebs/latest/userguide/ebs-optimization.html";
const EBS_INSTANCE_LIMITS = "https://docs.aws.amazon.com/ec2/latest/instancetypes/ebs-optimized.html";
const EBS_SNAPSHOTS = "https://docs.aws.amazon.com/ebs/latest/userguide/ebs-snapshots.html";
const FSX_CHOOSING = "https://aws.amazon.com/fsx/when-to-choose-fsx/";
const WINDOWS_PERFORMANCE = "https://docs.aws.amazon.com/fsx/latest/WindowsGuide/performance.html";
const ONTAP_TIERING = "https://docs.aws.amazon.com/fsx/latest/ONTAPGuide/managing-storage-capacity.html";
const ONTAP_PROTOCOLS = "https://docs.aws.amazon.com/fsx/latest/ONTAPGuide/supported-fsx-clients.html";
const LUSTRE_PERFORMANCE = "https://docs.aws.amazon.com/fsx/latest/LustreGuide/performance.html";
const S3_FILES = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-files.html";
const S3_FILES_PERFORMANCE = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/s3-files-performance.html";
const S3_CLASSES = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/storage-class-intro.html";
const MOUNTPOINT = "https://docs.aws.amazon.com/AmazonS3/latest/userguide/mountpoint.html";
const WELL_ARCHITECTED_STORAGE =
  "https://docs.aws.amazon.com/wellarchitected/latest/performance-efficiency-pillar/storage.html";

const SCENARIOS: Scenario[] = [
  {
    file: "wordpress-uploads.json",
    review:
      "Shared uploads for two web servers across zones: EFS Standard; Elastic for spiky small volumes, Bursting is fine too.",
    first: ["efs-standard-elastic", "efs-standard-bursting"],
    forbidden: ["ebs-", "fsx-windows", "fsx-lustre-", "s3-standard", "efs-onezone-"],
    ruledOutBecause: { "ebs-gp3": /attaches to one instance/, "fsx-windows": /SMB/ },
  },
  {
    file: "hpc-scratch.json",
    review:
      "Scratch for 64 Linux compute nodes moving 60 TiB a day: FSx for Lustre; EFS cannot stream that, Windows speaks SMB.",
    first: ["fsx-lustre-scratch2", "fsx-lustre-persistent2", "fsx-lustre-persistent1"],
    forbidden: ["ebs-", "fsx-windows", "s3-standard"],
    ruledOutBecause: { "fsx-windows": /SMB only.*HPC cluster of Linux nodes/ },
  },
  {
    file: "hdfs-datanode.json",
    review:
      "One Linux DataNode, 10 TiB of 256 MiB blocks streamed in batch: throughput-optimised block storage (st1; sc1 or gp3 when they keep up). Never SMB.",
    first: ["ebs-st1", "ebs-sc1", "ebs-gp3"],
    forbidden: ["fsx-windows", "s3-standard"],
    forbiddenFirst: ["efs-", "fsx-lustre-", "ebs-io1", "ebs-io2"],
    ruledOutBecause: { "fsx-windows": /SMB only: a Linux instance/ },
  },
  {
    file: "hdfs-five-nodes.json",
    review:
      "Five DataNodes each with their own part: a volume per node, st1 sized to its full burst (or gp3 raised to 2,000 MiB/s when time counts); no file system per node.",
    first: ["ebs-st1", "ebs-gp3"],
    forbidden: ["fsx-windows", "s3-standard", "efs-", "fsx-lustre-"],
    ruledOutBecause: { "fsx-windows": /SMB only/, "efs-standard-elastic": /keeps its own part/ },
  },
  {
    file: "windows-home-directories-500.json",
    review:
      "Home directories for 500 Windows users over SMB, Multi-AZ: FSx for Windows HDD with a throughput capacity sized to the busiest hour (not 2 GB/s), or FSx for NetApp ONTAP Multi-AZ.",
    first: (o) =>
      (o.optionId === "fsx-windows" &&
        o.params.storageType === "hdd" &&
        (o.params.throughputCapacityMBps as number) <= 512) ||
      o.optionId === "fsx-ontap",
    forbidden: ["efs-", "fsx-lustre-", "ebs-", "s3-standard"],
    ruledOutBecause: { "efs-standard-elastic": /not supported on Windows/, "fsx-lustre-persistent2": /Linux only/ },
  },
  {
    file: "mixed-protocol-share.json",
    review:
      "Linux and Windows clients on the same files (NFS and SMB at once), Multi-AZ: FSx for NetApp ONTAP, the one multiprotocol file server; EFS and OpenZFS have no SMB, FSx for Windows no NFS.",
    first: ["fsx-ontap"],
    forbidden: ["efs-", "fsx-lustre-", "fsx-windows", "fsx-openzfs", "ebs-", "s3-"],
    ruledOutBecause: { "efs-standard-elastic": /NFS only/, "fsx-windows": /SMB only/, "fsx-openzfs": /NFS only/ },
  },
  {
    file: "windows-home-directories.json",
    review: "Fifty Windows users on $150 a month: FSx for Windows HDD at a small capacity.",
    first: (o) => o.optionId === "fsx-windows" && o.params.storageType === "hdd" && o.monthlyCostUsd <= 150,
    forbidden: ["efs-", "fsx-lustre-", "ebs-", "s3-standard"],
  },
  {
    file: "database-volume.json",
    review:
      "A database on one instance with 16 KiB random reads and writes: an SSD block volume with the IOPS it needs (gp3 or io2). No HDD volume, no network file system.",
    first: ["ebs-gp3", "ebs-io2", "ebs-io1"],
    forbidden: ["ebs-st1", "ebs-sc1", "efs-", "fsx-", "s3-standard"],
    ruledOutBecause: { "efs-standard-elastic": /needs a block device/ },
  },
  {
    file: "cold-archive.json",
    review:
      "100 TiB written through the S3 API and rarely read: an S3 archive class (Glacier Instant Retrieval when reads must come back within the batch window, Flexible Retrieval or Deep Archive when hours are fine). Never S3 Standard first; no file system, no volume.",
    first: ["s3-glacier-instant", "s3-glacier-flexible", "s3-glacier-deep-archive"],
    forbidden: ["ebs-", "efs-", "fsx-", "instance-store"],
    forbiddenFirst: ["s3-standard", "s3-intelligent-tiering", "s3-standard-ia"],
  },
  {
    file: "ml-training-set.json",
    review:
      "50 TiB read three times a day by 32 GPU nodes: FSx for Lustre. EFS can stream it only at a ruinous price; Windows speaks SMB.",
    // 2026-11-28: S3 Files streams the large files of a read-mostly training set from S3 (reads of 128 KiB or
    // more, 3 GiB/s per client, no file-system read ceiling short of terabytes per second) and keeps the data at
    // S3 prices: AWS names ML training among its uses. A review accepts it beside Lustre.
    first: ["fsx-lustre-persistent2", "fsx-lustre-scratch2", "fsx-lustre-persistent1", "s3-files"],
    forbidden: ["ebs-", "fsx-windows", "s3-standard"],
    forbiddenFirst: ["efs-"],
  },
  {
    file: "ci-build-cache.json",
    review:
      "A rebuildable cache of small files shared by 20 Linux build agents in one zone: EFS (One Zone is fine) or FSx for Lustre.",
    first: (o) =>
      o.optionId.startsWith("efs-") || o.optionId.startsWith("fsx-lustre-") || o.optionId.startsWith("fsx-openzfs"),
    forbidden: ["ebs-", "fsx-windows", "s3-standard"],
  },
  {
    file: "hundred-linux-clients.json",
    review:
      "1 TB read daily by a hundred Linux clients in several zones: EFS Standard, or (since 2026-11-28) S3 Files, whose read-mostly data stays at S3 prices and whose large reads stream from S3 without EFS's per-GB read charge.",
    first: ["efs-standard-elastic", "efs-standard-bursting", "efs-standard-provisioned", "s3-files"],
    forbidden: ["ebs-", "fsx-windows", "s3-standard", "efs-onezone-", "fsx-lustre-"],
  },
  {
    file: "container-untar-at-boot.json",
    review: "Three container hosts untarring small files from shared storage: EFS Standard.",
    first: (o) => o.optionId.startsWith("efs-standard-"),
    forbidden: ["ebs-", "fsx-windows", "s3-standard"],
  },
  {
    file: "windows-small-team.json",
    review:
      "Ten Windows users reading 20 GiB a day over SMB, Multi-AZ: FSx for Windows File Server at its smallest size and throughput capacity. Both it and ONTAP finish the busiest hour in seconds, so ONTAP's 5-10x bill buys nothing.",
    guidance: [FSX_CHOOSING, WINDOWS_PERFORMANCE],
    first: ["fsx-windows"],
    forbidden: ["efs-", "fsx-lustre-", "ebs-", "s3-"],
    forbiddenFirst: ["fsx-ontap"],
    check: (a) => expect(a.ranking[0]!.monthlyCostUsd).toBeLessThan(150),
  },
  {
    file: "jenkins-home.json",
    review:
      "A Jenkins controller's home on one Linux instance: a gp3 volume (gp2 costs 20% more per GB for the same baseline; io2 and HDD are wrong for small random I/O).",
    guidance: [EBS_GP3, EBS_VOLUME_TYPES],
    first: ["ebs-gp3"],
    forbidden: ["ebs-st1", "ebs-sc1", "fsx-windows", "s3-"],
    forbiddenFirst: ["ebs-gp2", "ebs-io1", "ebs-io2", "efs-"],
  },
  {
    file: "hpc-200-clients.json",
    review:
      "200 c5n.18xlarge clients streaming 150 TiB a day in batch: FSx for Lustre. Every hour the cluster idles on slower storage costs 200 instance-hours, far more than the storage saved.",
    guidance: [LUSTRE_PERFORMANCE, FSX_CHOOSING, WELL_ARCHITECTED_STORAGE],
    first: (o) => o.optionId.startsWith("fsx-lustre-"),
    forbidden: ["ebs-", "fsx-windows", "s3-"],
    forbiddenFirst: ["fsx-openzfs-intelligent-tiering", "efs-"],
  },
  {
    file: "postgres-2tib.json",
    review:
      "PostgreSQL with 2 TiB on one r6i.8xlarge, 8 KiB pages at a few tens of thousands of IOPS: gp3 with IOPS and throughput raised together (about $300), not io2 at four times the price; never more IOPS than the instance can drive.",
    guidance: [EBS_GP3, EBS_INSTANCE_LIMITS],
    first: ["ebs-gp3"],
    forbidden: ["ebs-st1", "ebs-sc1", "efs-", "fsx-windows", "s3-"],
    forbiddenFirst: ["ebs-io2", "ebs-io1", "ebs-gp2"],
    check: (a) => {
      expect(a.ranking[0]!.monthlyCostUsd).toBeLessThan(500);
      // r6i.8xlarge drives at most 40,000 IOPS to EBS (EC2 instance types, EBS-optimized).
      for (const o of a.ranking)
        if (typeof o.params.iops === "number") expect(o.params.iops).toBeLessThanOrEqual(40_000);
    },
  },
  {
    file: "oltp-sub-millisecond.json",
    review:
      "An OLTP database that needs commits under a millisecond: io2 Block Express (under 500 µs for 16 KiB I/O); gp3's single-digit milliseconds miss the need however many IOPS it has.",
    guidance: [EBS_OPTIMIZATION, EBS_VOLUME_TYPES],
    first: ["ebs-io2"],
    forbidden: ["ebs-st1", "ebs-sc1", "efs-", "s3-", "fsx-windows"],
    forbiddenFirst: ["ebs-gp3", "ebs-gp2", "ebs-io1"],
  },
  {
    file: "cold-team-share.json",
    review:
      "A 5 TiB Linux share across zones, 90% untouched after a month: EFS Standard with lifecycle to IA or Archive (or an NFS file server that tiers cold data), around $150-300 a month, never all of it on EFS Standard at $1,536.",
    guidance: [EFS_LIFECYCLE, EFS_PERFORMANCE],
    // 2026-11-28: S3 Files also fits: the 90% nobody reads stays in the bucket at S3 Standard's price and only
    // what is read or written within the 30-day window sits on its high-performance storage; NFS close-to-open
    // semantics as EFS. The S3 object classes (no NFS) stay forbidden.
    first: (o) =>
      (o.optionId.startsWith("efs-standard-") && /by lifecycle/.test(o.label)) ||
      o.optionId === "fsx-openzfs-intelligent-tiering" ||
      o.optionId === "s3-files",
    forbidden: [
      "ebs-",
      "fsx-windows",
      "s3-standard",
      "s3-intelligent-tiering",
      "s3-standard-ia",
      "s3-onezone-ia",
      "s3-glacier-",
      "s3-express-one-zone",
      "efs-onezone-",
      "fsx-lustre-scratch2",
    ],
    check: (a) => expect(a.ranking[0]!.monthlyCostUsd).toBeLessThan(400),
  },
  {
    file: "backups-kept-30-days.json",
    review:
      "Backups written through the S3 API and deleted after 30 days: a class whose minimum storage duration fits 30 days (Standard-IA), or, if an archive class still wins, billed for its full 90 or 180 days.",
    guidance: [S3_CLASSES],
    first: (o) =>
      o.optionId.startsWith("s3-") && o.optionId !== "s3-onezone-ia" && o.optionId !== "s3-express-one-zone",
    forbidden: ["ebs-", "efs-", "fsx-", "instance-store"],
    check: (a) => {
      const first = a.ranking[0]!;
      if (["s3-glacier-instant", "s3-glacier-flexible", "s3-glacier-deep-archive"].includes(first.optionId))
        expect(first.warnings.join(" ")).toMatch(/billed for the \d+-day minimum/);
    },
  },
  {
    file: "dev-box.json",
    review:
      "A developer's single instance with the default Multi-AZ answer: a gp3 volume (with snapshots for the loss of its zone), not 'nothing fits'.",
    guidance: [EBS_GP3, EBS_SNAPSHOTS],
    first: ["ebs-gp3"],
    forbidden: ["fsx-windows", "s3-"],
    forbiddenFirst: ["ebs-gp2", "ebs-io2", "ebs-io1", "efs-", "fsx-"],
  },
  {
    file: "single-postgres-multi-az.json",
    review:
      "One PostgreSQL instance whose data must survive a zone: an EBS SSD volume with snapshots (the recovery point is the snapshot interval) or a standby replica; a network file system adds milliseconds to every commit.",
    guidance: [EBS_SNAPSHOTS, EBS_GP3],
    first: ["ebs-gp3", "ebs-io2"],
    forbidden: ["ebs-st1", "ebs-sc1", "efs-", "s3-"],
    ruledOutBecause: { "efs-standard-elastic": /needs a block device/ },
    check: (a) => expect(a.ranking[0]!.costBreakdown).toBeDefined(),
  },
  {
    file: "dataset-in-s3-read-as-files.json",
    review:
      "A 20 TiB read-only data set that 16 Linux instances read whole, as files, nightly, with nothing waiting on it: S3 read through Mountpoint is the cheapest that serves it; a file system (Lustre, EFS) is acceptable when it costs less.",
    guidance: [MOUNTPOINT, S3_CLASSES],
    first: (o) =>
      (o.optionId.startsWith("s3-") && /Mountpoint/.test(o.label)) ||
      o.optionId.startsWith("fsx-lustre-") ||
      o.optionId.startsWith("efs-"),
    forbidden: ["ebs-", "fsx-windows"],
  },
  {
    file: "shared-dataset-in-s3-many-readers.json",
    review:
      "A 10 TiB data set kept in S3 and read as files (whole files written once) by 200 Linux instances across zones, each file operation within milliseconds: Amazon S3 Files. Its small, active files answer in about a millisecond from the high-performance storage, large reads stream from the bucket, and the data stays at S3 prices; EFS would hold all 10 TiB at $0.30/GB-month, and S3 read directly (or through Mountpoint) takes tens of milliseconds per request.",
    guidance: [S3_FILES, S3_FILES_PERFORMANCE],
    first: ["s3-files"],
    forbidden: ["ebs-", "fsx-windows", "efs-onezone-", "s3-standard", "s3-intelligent-tiering"],
    ruledOutBecause: { "s3-standard": /S3 is object storage|tens of milliseconds/ },
  },
  {
    file: "kubernetes-shared-assets.json",
    review:
      "Pods in several zones sharing 50 GiB of small assets: EFS Standard (Bursting or Elastic) through the EFS CSI driver.",
    guidance: [EFS_PERFORMANCE],
    first: ["efs-standard-bursting", "efs-standard-elastic"],
    forbidden: ["ebs-", "fsx-windows", "efs-onezone-", "fsx-lustre-scratch2"],
  },
  {
    file: "nas-migration-mixed-cold.json",
    review:
      "A 20 TiB NAS moving to AWS, used by Linux and Windows on the same files, 70% cold: FSx for NetApp ONTAP Multi-AZ with the cold data in the capacity pool.",
    guidance: [ONTAP_PROTOCOLS, ONTAP_TIERING],
    first: (o) => o.optionId === "fsx-ontap" && /capacity pool/.test(o.label),
    forbidden: ["efs-", "fsx-lustre-", "fsx-windows", "fsx-openzfs", "ebs-", "s3-"],
  },
  {
    file: "render-farm.json",
    review:
      "50 render nodes streaming 20 TiB a day in batch, their hours paid: FSx for Lustre (SSD, sized to finish fast) or FSx for OpenZFS; an HDD tier that saves on storage but idles the farm for hours is not the answer.",
    guidance: [LUSTRE_PERFORMANCE, FSX_CHOOSING],
    first: (o) => o.optionId.startsWith("fsx-lustre-") || o.optionId.startsWith("fsx-openzfs"),
    forbidden: ["ebs-", "fsx-windows", "s3-"],
  },
  {
    file: "log-archive-objects.json",
    review:
      "Logs written through the S3 API, kept a year, rarely read: an archive class (Glacier Instant or Flexible Retrieval, or Deep Archive when restores of hours are fine); never S3 Standard.",
    guidance: [S3_CLASSES],
    first: ["s3-glacier-instant", "s3-glacier-flexible", "s3-glacier-deep-archive", "s3-standard-ia"],
    forbidden: ["ebs-", "efs-", "fsx-", "instance-store"],
    forbiddenFirst: ["s3-standard", "s3-express-one-zone"],
  },
];

/*
 * Written first for the 18-option catalog, then revised when S3 storage classes, FSx for
 * NetApp ONTAP and OpenZFS and instance store joined it: cold-archive's first became an
 * archive class (S3 Standard forbidden first), ONTAP became acceptable for Windows home
 * directories, OpenZFS for the build cache, and gp3's 2025 limits made a raised gp3
 * acceptable first for five DataNodes.
 */

const FIXTURES = join(import.meta.dirname, "../../fixtures/advisor");
let database: TestDatabase;
let post: Handler;
let savedUrl: string | undefined;
const answers = new Map<string, Answer>();

function matches(optionId: string, pattern: string): boolean {
  return pattern.endsWith("-") ? optionId.startsWith(pattern) : optionId === pattern;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await loadReferenceData(database.db);
  savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = database.url;
  post = (await import("@/app/api/v1/recommendations/route")).POST;
  for (const scenario of SCENARIOS) {
    const body = JSON.parse(readFileSync(join(FIXTURES, scenario.file), "utf8")) as Record<string, unknown>;
    const response = await post(
      new Request("http://localhost/api/v1/recommendations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answers: body }),
      }),
      undefined,
    );
    if (response.status !== 201) throw new Error(`${scenario.file}: ${response.status} ${await response.text()}`);
    answers.set(scenario.file, (await response.json()) as Answer);
  }
}, 120_000);

afterAll(async () => {
  const { getDb } = await import("@/server/db/client");
  await getDb().$disconnect();
  await database?.drop();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe.each(SCENARIOS)("$file", (scenario) => {
  it("ranks an acceptable first choice", () => {
    const first = answers.get(scenario.file)!.ranking[0];
    expect(first, scenario.review).toBeDefined();
    const ok = typeof scenario.first === "function" ? scenario.first(first!) : scenario.first.includes(first!.optionId);
    expect(ok, `${scenario.review}\nfirst was ${first!.label}`).toBe(true);
  });

  it("never ranks a forbidden answer", () => {
    const { ranking } = answers.get(scenario.file)!;
    for (const o of ranking) {
      expect(
        scenario.forbidden.some((p) => matches(o.optionId, p)),
        `${o.label} ranked #${o.rank}: ${scenario.review}`,
      ).toBe(false);
    }
    const first = ranking[0]!;
    expect(
      (scenario.forbiddenFirst ?? []).some((p) => matches(first.optionId, p)),
      `${first.label} first: ${scenario.review}`,
    ).toBe(false);
  });

  if (scenario.check) {
    const check = scenario.check;
    it("passes the review's further check", () => check(answers.get(scenario.file)!));
  }

  it("rules options out with the reason a reviewer would give", () => {
    const { ruledOut } = answers.get(scenario.file)!;
    for (const [optionId, reason] of Object.entries(scenario.ruledOutBecause ?? {})) {
      expect(ruledOut.find((r) => r.optionId === optionId)?.reason ?? `${optionId} not ruled out`).toMatch(reason);
    }
  });

  it("ranks no option that another ranked option beats on both cost and time beyond the model's error", () => {
    const { ranking } = answers.get(scenario.file)!;
    for (const a of ranking) {
      for (const b of ranking) {
        if (a === b) continue;
        const beaten = b.totalMonthlyUsd + 1 < a.totalMonthlyUsd && b.timeRange.high < a.timeRange.low;
        expect(beaten, `${a.label} (#${a.rank}) is beaten by ${b.label} (#${b.rank})`).toBe(false);
      }
    }
  });
});
