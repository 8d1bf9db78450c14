/** Stable preset ids: they appear in URLs (`?workload=`), CLI flags and saved links. Never rename one. */
export const PRESET_IDS = [
  "efs-options-1x",
  "efs-options-10x",
  "efs-elastic-vs-bursting",
  "owncloud-untar",
  "hdfs-st1",
  "fsx-windows-zip",
] as const;

export type PresetId = (typeof PRESET_IDS)[number];

/** The preset pages start from: the one workload its article measured on every option family. */
export const DEFAULT_PRESET_ID: PresetId = "efs-options-1x";
