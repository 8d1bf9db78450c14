import type { PriceBook } from "@/lib/pricing/price-keys";
import { BUNDLED_SNAPSHOT, bundledPriceBook } from "@/lib/pricing/bundled";
import { InputProblem } from "./args";
import { noDatabaseYet } from "./no-database-yet";

/**
 * Runs `onBook` on the prices a request names: the bundled snapshot when it is asked for by
 * id or no database could hold another yet (no database is opened then), else the named or
 * newest snapshot covering the Region in the database. A snapshot that does not exist, or
 * no prices for the Region, is the request's problem: an AppError with a 4xx code (exit 2).
 */
export async function onRequestedPrices<T>(
  request: { region: string; snapshotId?: string | undefined },
  onBook: (book: PriceBook) => T,
): Promise<T> {
  if (request.snapshotId === BUNDLED_SNAPSHOT.id || (request.snapshotId === undefined && noDatabaseYet())) {
    const book = bundledPriceBook(request.region);
    if (book === null) throw new InputProblem(`the bundled prices do not cover ${request.region}`);
    return onBook(book);
  }
  const [{ withDatabase }, { priceBookForRequest }] = await Promise.all([
    import("./with-database"),
    import("@/server/data/recommendations/estimates"),
  ]);
  return onBook(await withDatabase((db) => priceBookForRequest(db, request.region, request.snapshotId)));
}
