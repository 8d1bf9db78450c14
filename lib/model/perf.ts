import type { ConfiguredOption } from "./configured-option";
import { ebsPerf } from "./perf-ebs";
import { efsPerf } from "./perf-efs";
import { lustrePerf } from "./perf-fsx-lustre";
import { windowsPerf } from "./perf-fsx-windows";
import { s3Perf } from "./perf-s3";
import { withInstanceBuckets } from "./perf-instance";
import type { PerfEnv, PerfModel } from "./perf-types";

export function perfModelFor(cfg: ConfiguredOption, env: PerfEnv): PerfModel {
  // A cluster layout brings its own instances, each with its own bursts.
  const instances = cfg.family === "ebs" && cfg.instances > 1 ? cfg.instances : env.clients;
  return withInstanceBuckets(familyPerfModel(cfg, env), env, instances);
}

function familyPerfModel(cfg: ConfiguredOption, env: PerfEnv): PerfModel {
  switch (cfg.family) {
    case "efs":
      return efsPerf(cfg, env);
    case "ebs":
      return ebsPerf(cfg, env);
    case "fsx-lustre":
      return lustrePerf(cfg, env);
    case "fsx-windows":
      return windowsPerf(cfg, env);
    case "s3":
      return s3Perf(env);
  }
}
