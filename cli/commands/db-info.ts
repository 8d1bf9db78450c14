import { redactUrl } from "@/server/db/connection";
import type { CliCommand } from "../command";
import { withDatabase } from "../with-database";

export const dbInfoCommand: CliCommand = {
  name: "db-info",
  summary: "Show which database is used, its version, migrations and row counts.",
  usage: "Usage: storage-advisor db-info [--json]",
  run: async (args, io) =>
    withDatabase(async (db, resolved) => {
      const [version] = await db.$queryRaw<{ version: string }[]>`select version()`;
      const migrations = await db.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
        select migration_name, finished_at from "_prisma_migrations" order by started_at`.catch(() => []);
      const counts = {
        datasets: await db.dataset.count().catch(() => null),
        uploadedResults: await db.uploadedResult.count().catch(() => null),
        priceSnapshots: await db.priceSnapshot.count().catch(() => null),
        recommendations: await db.recommendation.count().catch(() => null),
      };
      const info = {
        database: resolved.kind,
        url: redactUrl(resolved.url),
        serverVersion: version?.version ?? null,
        migrations: migrations.map((m) => ({ name: m.migration_name, applied: m.finished_at !== null })),
        counts,
      };
      if (args.includes("--json")) {
        io.stdout(JSON.stringify(info, null, 2));
      } else {
        io.stdout(
          [
            `Database:   ${info.database} (${info.url})`,
            `Server:     ${info.serverVersion}`,
            `Migrations: ${info.migrations.length === 0 ? "none applied" : info.migrations.map((m) => m.name + (m.applied ? "" : " (failed)")).join(", ")}`,
            ...Object.entries(counts).map(([k, v]) => `${`${k}:`.padEnd(17)} ${v ?? "table missing"}`),
          ].join("\n"),
        );
      }
      return 0;
    }),
};
