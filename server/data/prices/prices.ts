/**
 * Prices in the database, one import for pages, routes, the CLI and the advisor:
 * - price-bundled.ts: the bundled snapshot, loaded once at start;
 * - price-snapshots.ts: which snapshot is in use, listings, PriceBooks, diffs;
 * - price-refresh.ts: a live refresh stored as a new snapshot in one transaction;
 * - price-credentials.ts: regions and AWS credentials for a refresh.
 */
export { ensureBundledSnapshot } from "./price-bundled";
export {
  BULK_SOURCE,
  BUNDLED_SOURCE,
  LIVE_SOURCE,
  SnapshotNotFoundError,
  currentPriceBook,
  currentSnapshot,
  diffSnapshots,
  findSnapshot,
  getSnapshot,
  listSnapshots,
  priceBookFor,
  snapshotPrices,
  type RegionPrices,
  type SnapshotCounts,
  type SnapshotDiff,
  type SnapshotPrices,
  type SnapshotSummary,
} from "./price-snapshots";
export { PriceRefreshError, isRefreshRunning, refreshPrices, type RefreshPricesOptions, type RefreshPricesResult, type RefreshSource, type RefreshStage } from "./price-refresh";
