import { z } from "zod";
import { describeInput } from "@/lib/format/describe-input";

/** Stable catalog ids: public API (URLs, saved workloads, dataset mappings). Never rename one. */
export const OPTION_IDS = [
  "efs-standard-elastic",
  "efs-standard-bursting",
  "efs-standard-provisioned",
  "efs-onezone-elastic",
  "efs-onezone-bursting",
  "efs-onezone-provisioned",
  "ebs-gp3",
  "ebs-gp2",
  "ebs-io1",
  "ebs-io2",
  "ebs-st1",
  "ebs-sc1",
  "fsx-lustre-scratch2",
  "fsx-lustre-persistent1",
  "fsx-lustre-persistent2",
  "fsx-lustre-hdd",
  "fsx-lustre-intelligent-tiering",
  "fsx-windows",
  "fsx-ontap",
  "fsx-openzfs",
  "fsx-openzfs-intelligent-tiering",
  "s3-standard",
  "s3-intelligent-tiering",
  "s3-standard-ia",
  "s3-onezone-ia",
  "s3-glacier-instant",
  "s3-glacier-flexible",
  "s3-glacier-deep-archive",
  "s3-express-one-zone",
  "s3-files",
  "ec2-instance-store",
] as const;

export type OptionId = (typeof OPTION_IDS)[number];

export const optionIdSchema = z.enum(OPTION_IDS, {
  error: (issue) => `unknown storage option ${describeInput(issue.input)}; known options: ${OPTION_IDS.join(", ")}`,
});

export type Family =
  "efs" | "ebs" | "fsx-lustre" | "fsx-windows" | "fsx-ontap" | "fsx-openzfs" | "s3" | "s3-files" | "instance-store";
