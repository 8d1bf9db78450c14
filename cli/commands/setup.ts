import { applyMigrations } from "@/server/db/migrate";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import type { CliCommand } from "../command";
import { withDatabase } from "../with-database";

export const setupCommand: CliCommand = {
  name: "setup",
  summary: "Migrate and load the reference data (what `npm start` runs before serving).",
  usage:
    "Usage: storage-advisor setup\n\nApplies pending migrations, then loads the storage catalog, the bundled price snapshot and the reference datasets. Safe to repeat: unchanged data is not rewritten.",
  run: async (_args, io) =>
    withDatabase(async (db, { url }) => {
      const applied = await applyMigrations(url);
      io.stdout(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Migrations: up to date.");
      for (const line of await loadReferenceData(db)) io.stdout(line);
      return 0;
    }),
};
