import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import pg, { type PoolConfig } from "pg";

/**
 * Prisma's schema engine compiled to WebAssembly. The Prisma CLI downloads a native
 * engine, which this offline machine cannot; the wasm build ships inside its npm
 * package and talks to the database through the same pg driver adapter as the app.
 *
 * The package targets bundlers (it `import`s its .wasm file), so under plain Node we
 * instantiate the module ourselves and hand it to the generated bindings.
 */
let initialised: Promise<void> | null = null;

function initialiseWasm(): Promise<void> {
  initialised ??= (async () => {
    const require = createRequire(import.meta.url);
    // The .wasm file is not in the package's exports map: find it beside the bindings.
    const bindingsPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmPath = join(dirname(bindingsPath), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      "./schema_engine_bg.js": engineBindings as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start: () => void };
    engineBindings.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return initialised;
}

export interface EngineLog {
  (message: string): void;
}

/**
 * pg pool settings as separate fields. The adapter's shadow database (used by
 * migration diffs) overrides `database` in this config, which a `connectionString`
 * would silently win over, replaying migrations into the real database.
 */
export function poolConfigFromUrl(url: string): PoolConfig {
  const parsed = new URL(url);
  const param = (name: string) => parsed.searchParams.get(name) ?? undefined;
  const sslmode = param("sslmode");
  return {
    host: param("host") ?? (decodeURIComponent(parsed.hostname) || "127.0.0.1"),
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username) || undefined,
    password: decodeURIComponent(parsed.password) || undefined,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, "")) || undefined,
    ssl:
      sslmode === undefined || sslmode === "disable" || sslmode === "prefer" || sslmode === "allow"
        ? false
        : { rejectUnauthorized: sslmode === "verify-full" || sslmode === "verify-ca" },
  };
}

async function runAdminSql(config: PoolConfig, sql: string): Promise<void> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface OpenEngine {
  engine: SchemaEngine;
  /** Frees the engine and closes every connection it opened (advisory locks die with them). */
  close: () => Promise<void>;
}

/** A schema engine connected to `connectionString` through the pg driver adapter. */
export async function openSchemaEngine(
  connectionString: string,
  schemaFiles: { path: string; content: string }[],
  log: EngineLog = () => {},
): Promise<OpenEngine> {
  await initialiseWasm();
  const base = new PrismaPg(poolConfigFromUrl(connectionString));
  const opened: { dispose: () => Promise<void> }[] = [];
  // The engine never disposes what it connects; track it so pools do not outlive us.
  const tracking: SqlMigrationAwareDriverAdapterFactory = {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => {
      const adapter = await base.connect();
      opened.push(adapter);
      return adapter;
    },
    // Our own shadow database: the adapter's drops it while its pool is still connected.
    connectToShadowDb: async () => {
      const config = poolConfigFromUrl(connectionString);
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      await runAdminSql(config, `CREATE DATABASE "${name}"`);
      const adapter = await new PrismaPg({ ...config, database: name }).connect();
      opened.push({
        dispose: async () => {
          await adapter.dispose();
          await runAdminSql(config, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        },
      });
      return adapter;
    },
  };
  const engine = await engineBindings.SchemaEngine.new(
    { datamodels: schemaFiles.map((f) => [f.path, f.content]) },
    log,
    bindMigrationAwareSqlAdapterFactory(tracking),
  );
  return {
    engine,
    close: async () => {
      engine.free();
      await Promise.allSettled(opened.splice(0).map((a) => a.dispose()));
    },
  };
}
