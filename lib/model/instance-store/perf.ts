import type { InstanceStoreConfig } from "../configured-option";
import { INSTANCE_STORE_IOPS_BYTES, INSTANCE_STORE_LATENCY_SECONDS } from "../../ec2/instance-store";
import { perFileLabel, requestChainLimit, requestsPerFile } from "../client/flows";
import {
  bytesPerRun,
  parallelism,
  requestParallelism,
  type LimitSpec,
  type PerfEnv,
  type PerfModel,
} from "../engine/perf-types";
import { formatCount, formatRate } from "../common/message-format";
import type { Operation } from "../workload-schema";

/**
 * Local NVMe: no network in the path. Random I/O is bound by the quoted 4 KiB IOPS and the
 * request latency; sequential I/O by the drives' measured sequential bandwidth (lib/ec2/instance-store.ts).
 * The per-file cost is that of a local file system: the EBS SSD figures stand in.
 */
export function instanceStorePerf(cfg: InstanceStoreConfig, env: PerfEnv): PerfModel {
  function plan(op: Operation) {
    const read = op.direction === "read";
    const bytes = bytesPerRun(op);
    const parallel = parallelism(op, env.clients);
    const iops = read ? cfg.readIops : cfg.writeIops;
    const bandwidth = read ? cfg.readBytesPerSecond : cfg.writeBytesPerSecond;
    const limits: LimitSpec[] = [
      {
        label: `${cfg.instanceType} NVMe ${op.direction} ${formatRate(bandwidth)} (measured per drive)`,
        ratePerSecond: bandwidth,
        demand: bytes,
      },
    ];
    if (op.access === "random") {
      const ios = op.fileCount * requestsPerFile(op.fileSizeBytes, Math.max(op.ioSizeBytes, INSTANCE_STORE_IOPS_BYTES));
      // A request above 4 KiB counts as several of the quoted 4 KiB IOPS.
      const per = Math.max(1, Math.ceil(op.ioSizeBytes / INSTANCE_STORE_IOPS_BYTES));
      limits.push({
        label: `${cfg.instanceType} NVMe ${formatCount(iops)} ${op.direction} IOPS at 4 KiB`,
        ratePerSecond: iops / per,
        demand: ios,
      });
      limits.push(
        requestChainLimit(
          ios,
          requestParallelism(op, env.clients),
          INSTANCE_STORE_LATENCY_SECONDS,
          "NVMe request latency",
          op,
          env.clients,
        ),
      );
    }
    const perFile = read ? env.latency.ebsSsdPerFileReadSeconds : env.latency.ebsSsdPerFileWriteSeconds;
    return {
      overheadSeconds: (op.fileCount * perFile) / parallel,
      overheadLabel: perFileLabel(op, env.clients, perFile),
      limits,
      streams: parallel,
    };
  }
  return { buckets: [], plan };
}
