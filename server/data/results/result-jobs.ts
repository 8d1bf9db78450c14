import type { Db } from "@/server/db/client";
import type { FioJob, FioJobDetails } from "@/lib/fio";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isResultId } from "./result-summary";
import { storedJobDataSchema } from "@/lib/validations/stored-fio";
import { readStoredJson } from "../shared/stored-json";

/** The jobs of an uploaded result: headline columns for lists, the full job for the page. */

export interface JobHeadline {
  bandwidthBytesPerSec: number;
  iops: number;
  clatP99Ns: number | null;
}

export interface JobSummary {
  position: number;
  name: string;
  groupId: number;
  error: number;
  rw: string;
  blockSizeBytes: number | null;
  ioDepth: number | null;
  numJobs: number | null;
  read: JobHeadline | null;
  write: JobHeadline | null;
}

export interface JobDetailView extends JobSummary {
  job: FioJob;
  details: FioJobDetails | null;
}

function headline(bandwidth: number | null, iops: number | null, p99: number | null): JobHeadline | null {
  return bandwidth === null || iops === null ? null : { bandwidthBytesPerSec: bandwidth, iops, clatP99Ns: p99 };
}

const JOB_SELECT = {
  position: true,
  name: true,
  groupId: true,
  error: true,
  rw: true,
  blockSizeBytes: true,
  ioDepth: true,
  numJobs: true,
  readBandwidthBytesPerSec: true,
  readIops: true,
  readClatP99Ns: true,
  writeBandwidthBytesPerSec: true,
  writeIops: true,
  writeClatP99Ns: true,
} satisfies Prisma.UploadedJobSelect;

type JobRow = Prisma.UploadedJobGetPayload<{ select: typeof JOB_SELECT }>;

function summary(row: JobRow): JobSummary {
  return {
    position: row.position,
    name: row.name,
    groupId: row.groupId,
    error: row.error,
    rw: row.rw,
    blockSizeBytes: row.blockSizeBytes === null ? null : Number(row.blockSizeBytes),
    ioDepth: row.ioDepth,
    numJobs: row.numJobs,
    read: headline(row.readBandwidthBytesPerSec, row.readIops, row.readClatP99Ns),
    write: headline(row.writeBandwidthBytesPerSec, row.writeIops, row.writeClatP99Ns),
  };
}

/** Headline figures only (the API answer for a result). */
export async function getJobSummaries(db: Db, resultId: string): Promise<JobSummary[]> {
  if (!isResultId(resultId)) return [];
  const rows = await db.uploadedJob.findMany({ where: { resultId }, select: JOB_SELECT, orderBy: { position: "asc" } });
  return rows.map(summary);
}

export async function getResultJobs(db: Db, resultId: string): Promise<JobDetailView[]> {
  if (!isResultId(resultId)) return [];
  const rows = await db.uploadedJob.findMany({ where: { resultId }, select: { ...JOB_SELECT, data: true }, orderBy: { position: "asc" } });
  return rows.map((row) => {
    const data = readStoredJson(storedJobDataSchema, row.data, `job ${row.position} of result ${resultId}`);
    return { ...summary(row), job: data.job, details: data.details };
  });
}
