/**
 * What server components fetch: each query of server/data with the web's database already
 * in hand (next-learn's fetchX()), so a component never holds a connection. Pages and
 * route handlers may call the queries with a database of their own (tests pass theirs).
 */
import { getDb, type Db } from "@/server/db/client";
import { diffSnapshots, currentSnapshot, listSnapshots, snapshotPrices } from "./prices/prices";
import { recommendInRegions } from "./recommendations/advisor-regions";
import { loadCompare, loadCompareChoices } from "./recommendations/compare";
import { loadCompareRegions } from "./recommendations/compare-regions";
import { optionMeasurements, resultMeasurement } from "./results/measurements";
import { nearestReferences } from "./results/result-references";
import { getResultJobs, listResults } from "./results/results";

/** The query with the web's database as its first argument. */
function withWebDb<A extends unknown[], R>(query: (db: Db, ...args: A) => R): (...args: A) => R {
  return (...args) => query(getDb(), ...args);
}

export const fetchSnapshots = withWebDb(listSnapshots);
export const fetchCurrentSnapshot = withWebDb(currentSnapshot);
export const fetchSnapshotPrices = withWebDb(snapshotPrices);
export const fetchSnapshotDiff = withWebDb(diffSnapshots);
export const fetchCompare = withWebDb(loadCompare);
export const fetchCompareChoices = withWebDb(loadCompareChoices);
export const fetchCompareRegions = withWebDb(loadCompareRegions);
export const fetchResults = withWebDb(listResults);
export const fetchResultJobs = withWebDb(getResultJobs);
export const fetchNearestReferences = withWebDb(nearestReferences);
export const fetchOptionMeasurements = withWebDb(optionMeasurements);
export const fetchResultMeasurement = withWebDb(resultMeasurement);
export const fetchRecommendationsInRegions = withWebDb(recommendInRegions);
