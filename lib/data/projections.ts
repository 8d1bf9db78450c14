import type { Db } from "@/lib/db/client";
import { planMigration, type MigrationPlan } from "@/lib/projection/migration";
import { project } from "@/lib/projection/project";
import type { Projection } from "@/lib/projection/types";
import type { PriceBook } from "@/lib/pricing/price-keys";
import type { MigrationRequest, ProjectionRequest } from "@/lib/validations/projection";
import { priceBookForRequest } from "./estimates";

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
