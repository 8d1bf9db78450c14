import { createMigration } from "@/server/db/migrate";
import { parseEnv } from "@/server/env";
import { EXIT_BAD_INPUT, type CliCommand } from "../command";

export const migrationDiffCommand: CliCommand = {
  name: "migration-diff",
  summary: "Write a new migration for changes made to prisma/schema.prisma (developers).",
  usage:
    "Usage: storage-advisor migration-diff NAME\n\nDiffs the latest migration's datamodel snapshot against prisma/schema.prisma and writes\nprisma/migrations/<timestamp>_NAME/ (migration.sql + schema.prisma). Needs a PostgreSQL server\nfor the engine's connection (TEST_DATABASE_URL, default 127.0.0.1:5432); nothing is written to it.",
  run: async (args, io) => {
    const name = args[0];
    if (!name) {
      io.stderr("migration-diff needs a NAME, e.g. `migration-diff add_upload_labels`.");
      return EXIT_BAD_INPUT;
    }
    const folder = await createMigration(parseEnv().TEST_DATABASE_URL, name);
    io.stdout(
      folder ? `Wrote prisma/migrations/${folder}/` : "schema.prisma matches the latest migration: nothing to write.",
    );
    return 0;
  },
};
