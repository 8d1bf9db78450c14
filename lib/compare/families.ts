import type { Family } from "@/lib/model";

/**
 * The colour groups of the compare chart: the catalog's families plus "other" for
 * measured systems outside the catalog (cunoFS on S3, HDFS, a RAM disk).
 */
export const FAMILY_KEYS = [
  "efs",
  "ebs",
  "fsx-lustre",
  "fsx-windows",
  "fsx-ontap",
  "fsx-openzfs",
  "s3",
  "s3-files",
  "instance-store",
  "other",
] as const;
export type FamilyKey = (typeof FAMILY_KEYS)[number];

export const FAMILY_LABELS: Record<FamilyKey, string> = {
  efs: "EFS",
  ebs: "EBS",
  "fsx-lustre": "FSx for Lustre",
  "fsx-windows": "FSx for Windows",
  "fsx-ontap": "FSx for ONTAP",
  "fsx-openzfs": "FSx for OpenZFS",
  s3: "S3",
  "s3-files": "S3 Files",
  "instance-store": "Instance store",
  other: "Other",
};

/**
 * Okabe-Ito hues, which stay apart under the common colour-vision deficiencies. The
 * palette's yellow, sky blue and orange fall below the 3:1 contrast a graphic needs on a
 * white background, so S3 takes the palette's black and "other" a darkened orange
 * (4.7:1); every colour here is at least 3:1 on white. Shapes and fills carry the
 * measured/modelled difference, so colour is never the only cue.
 */
export const FAMILY_COLOURS: Record<FamilyKey, string> = {
  efs: "#0072B2",
  ebs: "#D55E00",
  "fsx-lustre": "#009E73",
  "fsx-windows": "#CC79A7",
  // Added with the 2026 catalog: dark hues, each at least 3:1 on white.
  "fsx-ontap": "#5E3C99",
  "fsx-openzfs": "#A50F15",
  s3: "#000000",
  // S3 Files (2026-11): indigo, 7:1 on white, apart from EFS blue and ONTAP purple.
  "s3-files": "#3949AB",
  "instance-store": "#01665E",
  other: "#9E6A00",
};

/** The Pareto frontier's dashed line: dark grey, apart from every family colour. */
export const FRONTIER_COLOUR = "#333333";

export function isFamilyKey(value: string): value is FamilyKey {
  return (FAMILY_KEYS as readonly string[]).includes(value);
}

export function familyKeyOf(family: Family | null | undefined): FamilyKey {
  return family ?? "other";
}
