/**
 * The advisor: answers about a workload in, ranked storage options with reasons out, on
 * top of the cost and performance model (lib/model). Pure: no I/O, no environment.
 */
export { advise, AdvisorRegionError } from "./advise";
export { ADVISOR_VERSION, COST_FLOOR_USD, DURATION_FLOOR_SECONDS } from "./constants";
export { planWorkload } from "./workload";
export { usdPerWaitingHour } from "./waiting";
export type {
  AdvisorPlan,
  AdvisorResult,
  Candidate,
  ConfigurationItem,
  ConsideredOption,
  Crossover,
  PlannedOperation,
  RankedOption,
  RuledOutOption,
  SensitivityDimension,
} from "./types";
