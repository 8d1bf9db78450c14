import { NextResponse } from "next/server";
import { withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";
import { currentSnapshot, listSnapshots } from "@/server/data/prices/prices";

export const dynamic = "force-dynamic";

/** Every price snapshot, newest first, and the id of the one in use. */
export const GET = withErrorContract(async () => {
  const db = getDb();
  const [snapshots, current] = await Promise.all([listSnapshots(db), currentSnapshot(db)]);
  return NextResponse.json({ current: current.id, snapshots });
});
