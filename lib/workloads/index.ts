/**
 * Named workload presets from the benchmark articles: shared by the option pages, the
 * compare page, the advisor and the CLI. Pure: no I/O.
 */
export { DEFAULT_PRESET_ID, PRESET_IDS, type PresetId } from "./ids";
export { presetIdSchema } from "./preset-id-schema";
export {
  WORKLOAD_PRESETS,
  getPreset,
  presetWorkload,
  type MeasuredOn,
  type PresetSource,
  type PresetWorkloadOptions,
  type WorkloadPreset,
} from "./presets";
export {
  documentPath,
  parseEstimateDocument,
  type EstimateDocument,
  type EstimateDocumentResult,
} from "./estimate-document";
