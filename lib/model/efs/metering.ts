import {
  EFS_METADATA_OPS_PER_FILE,
  EFS_MIN_METERED_REQUEST_BYTES,
  EFS_NFS_MAX_REQUEST_BYTES,
  EFS_READ_METERING_DIVISOR,
} from "./limits";
import { requestsPerFile } from "../client/flows";

/**
 * Bytes EFS meters for one run of an operation (Bursting credits, Provisioned throughput):
 * each NFS request counts at least 4 KiB, each file adds its metadata request, and reads
 * count a third (AWS EFS User Guide, throughput modes: metered throughput; in full before
 * 2021-01-28, efsReadMeteringDivisorOn). The model's EFS limits and the advisor's
 * right-sizing both use this one formula.
 */
export function efsMeteredBytesPerRun(
  op: { direction: "read" | "write"; fileCount: number; fileSizeBytes: number; ioSizeBytes: number },
  readDivisor: number = EFS_READ_METERING_DIVISOR,
): number {
  const requestBytes = Math.min(op.ioSizeBytes, EFS_NFS_MAX_REQUEST_BYTES);
  const dataOpsPerFile = requestsPerFile(op.fileSizeBytes, requestBytes);
  const averageRequest = dataOpsPerFile > 0 ? op.fileSizeBytes / dataOpsPerFile : 0;
  const perFile =
    dataOpsPerFile * Math.max(averageRequest, EFS_MIN_METERED_REQUEST_BYTES) +
    EFS_METADATA_OPS_PER_FILE * EFS_MIN_METERED_REQUEST_BYTES;
  return (op.fileCount * perFile) / (op.direction === "read" ? readDivisor : 1);
}
