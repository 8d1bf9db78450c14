import { NextResponse } from "next/server";
import { withErrorContract } from "@/server/api/errors";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

export const GET = withErrorContract(async () => {
  const db = getDb();
  const [migrations, latestSnapshot] = await Promise.all([
    db.$queryRaw<{ n: bigint }[]>`select count(*) as n from "_prisma_migrations" where finished_at is not null`,
    db.priceSnapshot.findFirst({
      where: { status: "complete" },
      orderBy: { fetchedAt: "desc" },
      select: { id: true, asOf: true },
    }),
  ]);
  return NextResponse.json({
    status: "ok",
    migrationsApplied: Number(migrations[0]?.n ?? 0),
    pricesSnapshot: latestSnapshot,
  });
});
