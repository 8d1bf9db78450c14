import { applyMigrations } from "@/server/db/migrate";
import { redactUrl } from "@/server/db/connection";
import type { CliCommand } from "../command";
import { withDatabaseUrl } from "../with-database";

export const migrateCommand: CliCommand = {
  name: "migrate",
  summary: "Apply pending database migrations (prisma/migrations).",
  usage:
    "Usage: storage-advisor migrate\n\nApplies every migration in prisma/migrations that the database has not recorded in _prisma_migrations.",
  run: async (_args, io) =>
    withDatabaseUrl(async ({ url }) => {
      const applied = await applyMigrations(url);
      io.stdout(
        applied.length === 0
          ? `Database ${redactUrl(url)} is up to date.`
          : `Applied ${applied.length} migration(s) to ${redactUrl(url)}:\n${applied.map((n) => `  ${n}`).join("\n")}`,
      );
      return 0;
    }),
};
