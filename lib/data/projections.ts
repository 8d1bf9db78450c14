import type { Db } from "@/lib/db/client";
import { planMigration, type MigrationPlan } from "@/lib/projection/migration";
import { project } from "@/lib/projection/project";
import type { Projection } from "@/lib/projection/types";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { migrationFromUrl, projectionFromUrl, type MigrationRequest, type ProjectionRequest } from "@/lib/validations/projection";
import { NoPricesError, priceBookForRequest } from "./estimates";
import { SnapshotNotFoundError } from "./price-snapshots";

/**
 * Cost over time and migration plans on the prices of a snapshot: the request is valid
 * (lib/validations/projection.ts); this finds the book and runs the pure core on it. The
 * `OnBook` forms serve the CLI on the bundled prices without a database.
 */

export function projectionOnBook(request: ProjectionRequest, book: PriceBook): Projection {
  return project({ ...request, region: book.region }, book);
}

export function migrationOnBook(request: MigrationRequest, book: PriceBook): MigrationPlan {
  return planMigration({ ...request, region: book.region }, book);
}

export async function runProjection(db: Db, request: ProjectionRequest): Promise<Projection> {
  return projectionOnBook(request, await priceBookForRequest(db, request.region, request.snapshotId));
}

export async function runMigrationPlan(db: Db, request: MigrationRequest): Promise<MigrationPlan> {
  return migrationOnBook(request, await priceBookForRequest(db, request.region, request.snapshotId));
}

export type ProjectionView =
  | { ok: true; projection: Projection; params: Record<string, string> }
  | { ok: false; status: 400 | 404 | 422; message: string; path: string | null; params: Record<string, string> };

/** /projections and its CSV and SVG: the URL's request, run on the snapshot it names (or the newest). */
export async function loadProjectionView(db: Db, query: Readonly<Record<string, string | undefined>>): Promise<ProjectionView> {
  const url = projectionFromUrl(query);
  const params = url.ok ? url.params : Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  if (!url.ok) return { ok: false, status: 400, message: url.message, path: url.path, params };
  try {
    return { ok: true, projection: await runProjection(db, url.request), params: url.params };
  } catch (error) {
    if (error instanceof SnapshotNotFoundError) return { ok: false, status: 404, message: error.message, path: "snapshot", params };
    if (error instanceof NoPricesError) return { ok: false, status: 422, message: error.message, path: "region", params };
    throw error;
  }
}

export type MigrationView =
  | { ok: true; plan: MigrationPlan; params: Record<string, string> }
  | { ok: false; status: 400 | 404 | 422; message: string; params: Record<string, string> };

/** /migrations: the URL's plan on the snapshot it names (or the newest covering its Region). */
export async function loadMigrationView(db: Db, query: Readonly<Record<string, string | undefined>>): Promise<MigrationView> {
  const url = migrationFromUrl(query);
  if (!url.ok) return { ok: false, status: 400, message: url.message, params: url.params };
  try {
    return { ok: true, plan: await runMigrationPlan(db, url.request), params: url.params };
  } catch (error) {
    if (error instanceof SnapshotNotFoundError) return { ok: false, status: 404, message: error.message, params: url.params };
    if (error instanceof NoPricesError) return { ok: false, status: 422, message: error.message, params: url.params };
    throw error;
  }
}
