import { KIB_BYTES } from "@/lib/units";

/**
 * NVMe instance store: drives and drive size (GB = 10^9 bytes) per instance size, and what
 * each drive measures.
 *
 * Drives: the AWS EC2 User Guide's instance store volumes table (Amazon EC2 instance
 * types, "Instance store specifications", https://docs.aws.amazon.com/ec2/latest/instancetypes/
 * under each family's page), typed on 2026-11-24 (i4i, im4gn, i7ie) and 2026-11-28 (the
 * other families) from memory of that table: UNCONFIRMED until checked against it.
 *
 * Per-drive figures: a public measurement, ScyllaDB's iotune results for AWS instances,
 * which ScyllaDB's machine image applies per local NVMe drive ("io_params[t][p] * nr_disks"):
 * read and write bandwidth (bytes/s, large sequential I/O) and read and write IOPS (4 KiB
 * random), per instance size or, for the sizes with whole drives, per family ("i3.ALL")
 * (github.com/scylladb/scylla-machine-image, common/aws_io_params.yaml @02f82ba and
 * common/scylla_cloud_io_setup, read 2026-11-28). AWS itself publishes IOPS for some
 * families and no MB/s for any: the measured bandwidth replaces the earlier assumption of
 * 16 KiB per quoted 4 KiB IOPS, which put i4i.large at 781 MiB/s read where the drive
 * measures 361 MiB/s, and the measured IOPS replace i7ie's, derived per drive at twice what
 * its drives measure. c6id has no public per-drive measurement: see C6ID below (derived,
 * unconfirmed). Not here: m6id, r6id and i7i (no EC2 On-Demand price in the bundled
 * snapshot, so the advisor could not price them) and i7i's figures read as whole-instance.
 */
export interface InstanceStoreRow {
  instanceType: string;
  drives: number;
  driveGB: number;
  /** Random read / write IOPS at 4 KiB, the whole instance (AWS's figure where it gives one, else measured). */
  readIops: number;
  writeIops: number;
  /** Large sequential read / write bandwidth, bytes per second, the whole instance. */
  readBytesPerSecond: number;
  writeBytesPerSecond: number;
  /** False while the drive layout is typed from memory of the AWS table. */
  confirmed: boolean;
}

/** One drive as iotune measured it: [read IOPS, read bytes/s, write IOPS, write bytes/s]. */
type Drive = readonly [number, number, number, number];

const row = (
  instanceType: string,
  drives: number,
  driveGB: number,
  drive: Drive,
  confirmed = false,
): InstanceStoreRow => ({
  instanceType,
  drives,
  driveGB,
  readIops: drive[0] * drives,
  readBytesPerSecond: drive[1] * drives,
  writeIops: drive[2] * drives,
  writeBytesPerSecond: drive[3] * drives,
  confirmed,
});

// ScyllaDB aws_io_params.yaml @02f82ba: per drive, per instance size or family ("ALL").
const I3_LARGE: Drive = [111_000, 653_925_080, 36_800, 215_066_473];
const I3_XLARGE: Drive = [200_800, 1_185_106_376, 53_180, 423_621_267];
const I3_ALL: Drive = [411_200, 2_015_342_735, 181_500, 808_775_652];
const I3EN_LARGE: Drive = [43_315, 330_301_440, 33_177, 165_675_008];
const I3EN_XLARGE: Drive = [84_480, 666_894_336, 66_969, 333_447_168];
const I3EN_ALL: Drive = [257_024, 2_043_674_624, 174_080, 1_024_458_752];
const I7IE_LARGE: Drive = [58_449, 574_854_656, 47_145, 253_132_917];
const I7IE_XLARGE: Drive = [117_257, 1_148_572_714, 94_180, 505_684_885];
const I7IE_ALL: Drive = [352_834, 3_422_623_232, 119_327, 1_526_442_410];
const I4I: Record<string, Drive> = {
  large: [54_987, 378_494_048, 30_459, 279_713_216],
  xlarge: [109_954, 763_580_096, 61_008, 561_926_784],
  "2xlarge": [218_786, 1_542_559_872, 121_499, 1_130_867_072],
  "4xlarge": [385_400, 3_087_631_104, 240_628, 2_289_281_280],
  "8xlarge": [384_561, 3_115_819_008, 239_980, 2_289_285_120],
  "12xlarge": [294_982, 3_116_245_760, 67_283, 2_287_695_786],
  "16xlarge": [374_273, 3_088_962_816, 240_185, 2_292_813_568],
  "24xlarge": [282_557, 3_116_171_434, 67_003, 2_288_658_688],
  "32xlarge": [374_273, 3_095_612_416, 239_413, 2_296_702_976],
};
const IM4GN: Record<string, Drive> = {
  large: [33_943, 288_433_525, 27_877, 126_864_680],
  xlarge: [68_122, 576_603_520, 55_246, 254_534_954],
  "2xlarge": [136_422, 1_152_663_765, 92_184, 508_926_453],
  "4xlarge": [273_050, 1_638_427_264, 92_173, 1_027_966_826],
  "8xlarge": [250_241, 1_163_130_709, 86_374, 977_617_664],
  "16xlarge": [273_030, 1_638_211_413, 92_607, 1_028_340_266],
};
const IS4GEN: Record<string, Drive> = {
  medium: [33_965, 288_462_506, 27_876, 126_954_200],
  large: [68_131, 576_654_869, 55_257, 254_551_002],
  xlarge: [136_413, 1_152_747_904, 92_180, 508_889_546],
  "2xlarge": [273_038, 1_628_982_613, 92_182, 1_027_983_530],
  "4xlarge": [260_493, 1_217_396_928, 83_169, 1_000_390_784],
  "8xlarge": [273_021, 1_656_354_602, 92_233, 1_028_010_325],
};
const C5D: Record<string, Drive> = {
  large: [22_095, 104_797_834, 10_125, 41_982_906],
  xlarge: [44_355, 212_593_018, 20_025, 84_213_472],
  "2xlarge": [89_036, 426_821_429, 41_697, 173_730_709],
  "4xlarge": [193_970, 928_278_314, 83_058, 351_839_733],
  "9xlarge": [381_800, 1_865_831_893, 112_264, 795_731_264],
  "12xlarge": [381_775, 1_866_481_792, 114_302, 795_607_616],
  "18xlarge": [381_270, 1_856_972_330, 125_638, 795_813_866],
  "24xlarge": [381_355, 1_876_056_704, 104_946, 795_901_013],
};
// m5d and r5d share drives and measurements.
const M5D: Record<string, Drive> = {
  large: [33_271, 158_538_149, 16_820, 70_219_810],
  xlarge: [65_979, 260_654_293, 32_534, 135_897_424],
  "2xlarge": [130_095, 621_758_272, 63_644, 267_667_525],
  "4xlarge": [129_822, 620_878_826, 63_212, 267_703_397],
  "8xlarge": [257_069, 1_250_134_869, 115_433, 532_868_032],
  "12xlarge": [381_626, 1_865_794_816, 115_333, 795_884_800],
  "16xlarge": [257_054, 1_254_133_802, 108_163, 532_996_277],
  "24xlarge": [374_737, 1_855_833_386, 125_214, 796_082_133],
};
const C6GD: Record<string, Drive> = {
  medium: [14_808, 77_869_147, 5_972, 32_820_302],
  large: [29_690, 157_712_240, 12_148, 65_978_069],
  xlarge: [59_688, 318_762_880, 24_449, 133_311_808],
  "2xlarge": [119_353, 634_795_733, 49_069, 266_841_680],
  "4xlarge": [237_196, 1_262_309_504, 98_884, 533_938_080],
  "8xlarge": [442_945, 2_522_688_939, 166_021, 1_063_041_152],
  "12xlarge": [353_691, 1_908_192_256, 146_732, 806_399_360],
  "16xlarge": [426_893, 2_525_781_589, 161_740, 1_063_389_952],
};

/**
 * c6id: 4 KiB random IOPS per instance as the EC2 User Guide's "Instance store volume
 * performance" table gives them (docs.aws.amazon.com/ec2/latest/instancetypes/co.html, "SSD
 * I/O performance"), typed 2026-11-29 from memory of that table: UNCONFIRMED until checked
 * (the stored copy of the page could not be found). Bandwidth: no public measurement of a
 * c6id drive was found, so it is DERIVED, UNCONFIRMED: the same AWS Nitro SSD generation as
 * i4i (both 2021, Ice Lake), so each c6id IOPS moves the bytes an i4i.large IOPS moves in
 * ScyllaDB's measurement (378,494,048 / 54,987 = 6,883 B per read IOPS; 279,713,216 / 30,459
 * = 9,183 B per write IOPS). Only the sizes with an On-Demand price in the bundled snapshot.
 */
const I4I_READ_BYTES_PER_IOPS = 378_494_048 / 54_987;
const I4I_WRITE_BYTES_PER_IOPS = 279_713_216 / 30_459;
const c6idDrive = (readIops: number, writeIops: number): Drive => [
  readIops,
  Math.round(readIops * I4I_READ_BYTES_PER_IOPS),
  writeIops,
  Math.round(writeIops * I4I_WRITE_BYTES_PER_IOPS),
];
const C6ID: Record<string, Drive> = {
  large: c6idDrive(33_542, 16_771),
  xlarge: c6idDrive(67_083, 33_542),
  "2xlarge": c6idDrive(134_167, 67_084),
  "4xlarge": c6idDrive(268_333, 134_167),
  "8xlarge": c6idDrive(536_666, 268_334),
};

/** [size, drives, drive GB] per family, from the AWS instance store table (see above). */
const LAYOUTS: Record<string, readonly [string, number, number][]> = {
  i4i: [
    ["large", 1, 468],
    ["xlarge", 1, 937],
    ["2xlarge", 1, 1875],
    ["4xlarge", 1, 3750],
    ["8xlarge", 2, 3750],
    ["12xlarge", 3, 3750],
    ["16xlarge", 4, 3750],
    ["24xlarge", 6, 3750],
    ["32xlarge", 8, 3750],
  ],
  im4gn: [
    ["large", 1, 937],
    ["xlarge", 1, 1875],
    ["2xlarge", 1, 3750],
    ["4xlarge", 1, 7500],
    ["8xlarge", 2, 7500],
    ["16xlarge", 4, 7500],
  ],
  i7ie: [
    ["large", 1, 1250],
    ["xlarge", 1, 2500],
    ["2xlarge", 2, 2500],
    ["3xlarge", 1, 7500],
    ["6xlarge", 2, 7500],
    ["12xlarge", 4, 7500],
    ["18xlarge", 6, 7500],
    ["24xlarge", 8, 7500],
    ["48xlarge", 16, 7500],
  ],
  i3: [
    ["large", 1, 475],
    ["xlarge", 1, 950],
    ["2xlarge", 1, 1900],
    ["4xlarge", 2, 1900],
    ["8xlarge", 4, 1900],
    ["16xlarge", 8, 1900],
  ],
  i3en: [
    ["large", 1, 1250],
    ["xlarge", 1, 2500],
    ["2xlarge", 2, 2500],
    ["3xlarge", 1, 7500],
    ["6xlarge", 2, 7500],
    ["12xlarge", 4, 7500],
    ["24xlarge", 8, 7500],
  ],
  is4gen: [
    ["medium", 1, 937],
    ["large", 1, 1875],
    ["xlarge", 1, 3750],
    ["2xlarge", 1, 7500],
    ["4xlarge", 2, 7500],
    ["8xlarge", 4, 7500],
  ],
  c5d: [
    ["large", 1, 50],
    ["xlarge", 1, 100],
    ["2xlarge", 1, 200],
    ["4xlarge", 1, 400],
    ["9xlarge", 1, 900],
    ["12xlarge", 2, 900],
    ["18xlarge", 2, 900],
    ["24xlarge", 4, 900],
  ],
  m5d: [
    ["large", 1, 75],
    ["xlarge", 1, 150],
    ["2xlarge", 1, 300],
    ["4xlarge", 2, 300],
    ["8xlarge", 2, 600],
    ["12xlarge", 2, 900],
    ["16xlarge", 4, 600],
    ["24xlarge", 4, 900],
  ],
  r5d: [
    ["large", 1, 75],
    ["xlarge", 1, 150],
    ["2xlarge", 1, 300],
    ["4xlarge", 2, 300],
    ["8xlarge", 2, 600],
    ["12xlarge", 2, 900],
    ["16xlarge", 4, 600],
    ["24xlarge", 4, 900],
  ],
  c6gd: [
    ["medium", 1, 59],
    ["large", 1, 118],
    ["xlarge", 1, 237],
    ["2xlarge", 1, 474],
    ["4xlarge", 1, 950],
    ["8xlarge", 1, 1900],
    ["12xlarge", 2, 1425],
    ["16xlarge", 2, 1900],
  ],
  c6id: [
    ["large", 1, 118],
    ["xlarge", 1, 237],
    ["2xlarge", 1, 474],
    ["4xlarge", 1, 950],
    ["8xlarge", 1, 1900],
  ],
};

/** The measured drive of a family's size. */
function driveOf(family: string, size: string): Drive {
  switch (family) {
    case "i3":
      return size === "large" ? I3_LARGE : size === "xlarge" ? I3_XLARGE : I3_ALL;
    case "i3en":
      return size === "large" ? I3EN_LARGE : size === "xlarge" || size === "2xlarge" ? I3EN_XLARGE : I3EN_ALL;
    case "i7ie":
      return size === "large" ? I7IE_LARGE : size === "xlarge" || size === "2xlarge" ? I7IE_XLARGE : I7IE_ALL;
    case "i4i":
      return I4I[size]!;
    case "im4gn":
      return IM4GN[size]!;
    case "is4gen":
      return IS4GEN[size]!;
    case "c5d":
      return C5D[size]!;
    case "m5d":
    case "r5d":
      return M5D[size]!;
    case "c6id":
      return C6ID[size]!;
    default:
      return C6GD[size]!;
  }
}

/**
 * 4 KiB random IOPS AWS documents, per instance ("SSD I/O performance" of the storage
 * optimized instances, as carried since 2026-11-24): documentation first, so these stand
 * in for the measured IOPS where AWS gives them. [read, write] for the large size, the
 * others scaling with the size's share of the family's drives.
 */
const AWS_IOPS_PER_GB: Record<string, readonly [number, number, number]> = {
  // [GB of the large size, read IOPS, write IOPS]
  i4i: [468, 50_000, 27_500],
  im4gn: [937, 31_250, 25_000],
};

// The layouts the catalog carried since 2026-11-24 (i4i, im4gn, i7ie); the families added 2026-11-28 are unconfirmed.
const CONFIRMED_LAYOUTS = new Set(["i4i", "im4gn", "i7ie"]);

function instanceRow(family: string, size: string, drives: number, driveGB: number): InstanceStoreRow {
  const measured = row(`${family}.${size}`, drives, driveGB, driveOf(family, size), CONFIRMED_LAYOUTS.has(family));
  const documented = AWS_IOPS_PER_GB[family];
  if (documented === undefined) return measured;
  const [largeGB, read, write] = documented;
  const scale = Math.round((drives * driveGB) / largeGB);
  return { ...measured, readIops: read * scale, writeIops: write * scale };
}

export const INSTANCE_STORE_ROWS: readonly InstanceStoreRow[] = Object.entries(LAYOUTS).flatMap(([family, sizes]) =>
  sizes.map(([size, drives, driveGB]) => instanceRow(family, size, drives, driveGB)),
);

export const INSTANCE_STORE_TYPES = INSTANCE_STORE_ROWS.map((r) => r.instanceType) as [string, ...string[]];
export const INSTANCE_STORE_FAMILIES = [
  "i4i",
  "i7ie",
  "im4gn",
  "i3",
  "i3en",
  "is4gen",
  "c5d",
  "m5d",
  "r5d",
  "c6gd",
  "c6id",
] as const;
export type InstanceStoreFamily = (typeof INSTANCE_STORE_FAMILIES)[number];

/** IOPS are quoted and measured at 4 KiB. */
export const INSTANCE_STORE_IOPS_BYTES = 4 * KIB_BYTES;
/** Local NVMe: about 0.1 ms per request (model assumption; no AWS figure). */
export const INSTANCE_STORE_LATENCY_SECONDS = 0.0001;

export function instanceStoreRow(instanceType: string): InstanceStoreRow | undefined {
  return INSTANCE_STORE_ROWS.find((r) => r.instanceType === instanceType);
}

export function instanceStoreBytes(r: InstanceStoreRow): number {
  return r.drives * r.driveGB * 1e9;
}
