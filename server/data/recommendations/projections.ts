import type { Db } from "@/server/db/client";
import { planMigration, type MigrationPlan } from "@/lib/projection/migration";
import { project } from "@/lib/projection/project";
import type { Projection } from "@/lib/projection/types";
import type { PriceBook } from "@/lib/pricing/price-keys";
import { migrationFromUrl, projectionFromUrl, type MigrationRequest, type ProjectionRequest } from "@/lib/validations/projection";
import { NoPricesError, priceBookForRequest } from "./estimates";
import { SnapshotNotFoundError } from "../prices/price-snapshots";

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

type Failed = { ok: false; status: 400 | 404 | 422; message: string; path: string | null; params: Record<string, string> };

export type ProjectionView = { ok: true; projection: Projection; params: Record<string, string> } | Failed;
export type MigrationView = { ok: true; plan: MigrationPlan; params: Record<string, string> } | Failed;

/**
 * A page's request from its URL, run on the snapshot it names (or the newest covering its
 * Region): 400 for a bad value, 404 for a snapshot that does not exist, 422 for a Region no
 * snapshot prices, each with its words.
 */
async function viewOf<R, T>(
  url: { ok: true; request: R; params: Record<string, string> } | { ok: false; message: string; path: string; params: Record<string, string> },
  run: (request: R) => Promise<T>,
): Promise<{ ok: true; value: T; params: Record<string, string> } | Failed> {
  if (!url.ok) return { ok: false, status: 400, message: url.message, path: url.path, params: url.params };
  try {
    return { ok: true, value: await run(url.request), params: url.params };
  } catch (error) {
    if (error instanceof SnapshotNotFoundError) return { ok: false, status: 404, message: error.message, path: "snapshot", params: url.params };
    if (error instanceof NoPricesError) return { ok: false, status: 422, message: error.message, path: "region", params: url.params };
    throw error;
  }
}

/** /projections and its CSV and SVG. */
export async function loadProjectionView(db: Db, query: Readonly<Record<string, string | undefined>>): Promise<ProjectionView> {
  const url = projectionFromUrl(query);
  const given = Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  const view = await viewOf(url.ok ? url : { ...url, params: given }, (request) => runProjection(db, request));
  return view.ok ? { ok: true, projection: view.value, params: view.params } : view;
}

/** /migrations. */
export async function loadMigrationView(db: Db, query: Readonly<Record<string, string | undefined>>): Promise<MigrationView> {
  const url = migrationFromUrl(query);
  const view = await viewOf(url, (request) => runMigrationPlan(db, request));
  return view.ok ? { ok: true, plan: view.value, params: view.params } : view;
}
