import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MigrationList } from "@prisma/schema-engine-wasm";
import { fromProjectRoot } from "./paths";
import { openSchemaEngine } from "./schema-engine";

export const PRISMA_DIR = fromProjectRoot("prisma");
export const SCHEMA_PATH = join(PRISMA_DIR, "schema.prisma");
export const MIGRATIONS_DIR = join(PRISMA_DIR, "migrations");

const NO_FILTER = { externalTables: [], externalEnums: [] };

/** Reads prisma/migrations the way the Prisma CLI does, so both record the same history. */
export async function readMigrationList(dir = MIGRATIONS_DIR): Promise<MigrationList> {
  const lockPath = join(dir, "migration_lock.toml");
  const lockContent = await readFile(lockPath, "utf8").catch(() => null);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: await readFile(join(dir, name, "migration.sql"), "utf8").then(
          (value) => ({ tag: "ok" as const, value }),
          (error: Error) => ({ tag: "error" as const, value: error.message }),
        ),
      },
    })),
  );
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: lockContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

async function readSchemaFiles() {
  return [{ path: "schema.prisma", content: await readFile(SCHEMA_PATH, "utf8") }];
}

/** Applies every unapplied migration; returns the names it applied (none: already up to date). */
export async function applyMigrations(connectionString: string): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(connectionString, await readSchemaFiles());
  try {
    const output = await engine.applyMigrations({ migrationsList: await readMigrationList(), filters: NO_FILTER });
    return output.appliedMigrationNames;
  } finally {
    await close();
  }
}

/** Each migration folder keeps the datamodel it brought the database to. */
export const MIGRATION_SCHEMA_SNAPSHOT = "schema.prisma";

async function latestMigrationSnapshot(): Promise<{ name: string; content: string } | null> {
  const list = await readMigrationList();
  const latest = list.migrationDirectories.at(-1);
  if (!latest) return null;
  const content = await readFile(join(MIGRATIONS_DIR, latest.path, MIGRATION_SCHEMA_SNAPSHOT), "utf8");
  return { name: latest.path, content };
}

/**
 * The SQL a new migration needs to take the database from the latest migration's
 * datamodel snapshot to the current schema.prisma ("" when nothing changed). Diffing
 * datamodel to datamodel needs no shadow database and no introspection, which the
 * wasm engine cannot do through the pg adapter (it fails on Postgres' "char" type).
 * `serverUrl` is only for the engine's connection; nothing is written there.
 */
export async function diffLatestMigrationToSchema(serverUrl: string): Promise<string> {
  return diffToSchema(serverUrl, await latestMigrationSnapshot());
}

/** The SQL creating the whole current schema in an empty database. */
export async function schemaCreationSql(serverUrl: string): Promise<string> {
  return diffToSchema(serverUrl, null);
}

async function diffToSchema(serverUrl: string, previous: { content: string } | null): Promise<string> {
  const schemaFiles = await readSchemaFiles();
  const { engine, close } = await openSchemaEngine(serverUrl, schemaFiles);
  try {
    const result = await engine.diff({
      from: previous
        ? { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: previous.content }] }
        : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: schemaFiles },
      script: true,
      exitCode: null,
      filters: NO_FILTER,
    });
    const sql = result.stdout ?? "";
    return sql.includes("This is an empty migration") || sql.trim() === "" ? "" : sql;
  } finally {
    await close();
  }
}

/** Writes prisma/migrations/<timestamp>_<name>/ with its SQL and datamodel snapshot. */
export async function createMigration(serverUrl: string, name: string, now = new Date()): Promise<string | null> {
  const sql = await diffLatestMigrationToSchema(serverUrl);
  if (!sql) return null;
  const stamp = now.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  const folder = `${stamp}_${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "")}`;
  await mkdir(join(MIGRATIONS_DIR, folder), { recursive: true });
  await writeFile(join(MIGRATIONS_DIR, folder, "migration.sql"), sql);
  await writeFile(join(MIGRATIONS_DIR, folder, MIGRATION_SCHEMA_SNAPSHOT), (await readSchemaFiles())[0]!.content);
  return folder;
}
