import type { ConfiguredOption } from "../configured-option";
import { ebsPerf } from "../ebs/perf";
import { efsPerf } from "../efs/perf";
import { lustrePerf } from "../fsx/lustre/perf";
import { fileServerPerf, lustreItProfile, ontapProfile, openZfsProfile, readCacheBytes } from "../fsx/server-perf";
import { instanceStorePerf } from "../instance-store/perf";
import { windowsPerf } from "../fsx/windows/perf";
import { s3Perf } from "../s3/perf";
import { s3FilesPerf } from "../s3-files/perf";
import { withInstanceBuckets } from "../client/instance-bursts";
import { withClientPageCache } from "../client/page-cache";
import type { PerfEnv, PerfModel } from "./perf-types";

export function perfModelFor(cfg: ConfiguredOption, env: PerfEnv): PerfModel {
  // A cluster layout brings its own instances, each with its own bursts.
  const instances = cfg.family === "ebs" && cfg.instances > 1 ? cfg.instances : env.clients;
  const model = familyPerfModel(cfg, env);
  return withInstanceBuckets(
    PAGE_CACHED_FAMILIES.has(cfg.family) ? withClientPageCache(model, env) : model,
    env,
    instances,
  );
}

/** NFS and SMB file systems: a client re-reading its own recent writes reads its page cache (../client/page-cache.ts). */
const PAGE_CACHED_FAMILIES: ReadonlySet<ConfiguredOption["family"]> = new Set([
  "efs",
  "s3-files",
  "fsx-ontap",
  "fsx-openzfs",
  "fsx-windows",
]);

function familyPerfModel(cfg: ConfiguredOption, env: PerfEnv): PerfModel {
  switch (cfg.family) {
    case "efs":
      return efsPerf(cfg, env);
    case "ebs":
      return ebsPerf(cfg, env);
    case "fsx-lustre":
      return cfg.deployment === "intelligentTiering"
        ? fileServerPerf(lustreItProfile(cfg, env), env, readCacheBytes(cfg.readCacheGiB))
        : lustrePerf(cfg, env);
    case "fsx-windows":
      return windowsPerf(cfg, env);
    case "fsx-ontap":
      return fileServerPerf(ontapProfile(cfg, env), env);
    case "fsx-openzfs":
      return fileServerPerf(openZfsProfile(cfg, env), env, readCacheBytes(cfg.readCacheGiB));
    case "instance-store":
      return instanceStorePerf(cfg, env);
    case "s3":
      return s3Perf(cfg, env);
    case "s3-files":
      return s3FilesPerf(cfg, env);
  }
}
