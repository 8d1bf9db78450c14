import { z } from "zod";

/** Longer than any id we generate ("bundled-2026-11-29", "live-20261121T140000Z-ab12"). */
const SNAPSHOT_ID_MAX_LENGTH = 200;

/** A price snapshot id as callers may send it: printable ASCII only (PostgreSQL refuses NUL). */
export const snapshotIdSchema = z
  .string({ error: "snapshotId must be text" })
  .min(1, "snapshotId must not be empty")
  .max(SNAPSHOT_ID_MAX_LENGTH, `snapshotId must be at most ${SNAPSHOT_ID_MAX_LENGTH} characters`)
  .regex(/^[\x21-\x7e]+$/, "snapshotId holds only printable characters, no spaces");
