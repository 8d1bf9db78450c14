import { z } from "zod";
import { sharedAwsFilesExist, type SharedAwsFiles } from "@/server/data/prices/price-credentials";
import { planRefresh } from "@/server/data/prices/price-source";
import {
  PriceRefreshError,
  currentSnapshot,
  diffSnapshots,
  listSnapshots,
  refreshPrices,
  snapshotPrices,
  type RefreshPricesOptions,
  type SnapshotSummary,
} from "@/server/data/prices/prices";
import { getEnv, type Env } from "@/server/env";
import { formatAge } from "@/lib/format/age";
import { isPricingError } from "@/lib/pricing/errors";
import { priceHistory } from "@/server/data/prices/price-history";
import { priceEntries, priceKeyDefinition, isPriceKey, type PriceEntry } from "@/lib/pricing/price-keys";
import { REGION_CODE_PATTERN } from "@/lib/pricing/regions";
import { isAppError } from "@/lib/errors/app-error";
import { InputProblem, parseCommandArgs } from "../args";
import { reportCliError } from "../run-command";
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliCommand, type CliIo } from "../command";
import { createBulkProgressBar, megabytes } from "../bulk-progress-bar";
import { createFetchProgressBar, type ProgressOutput } from "../progress-bar";
import { withDatabase } from "../with-database";
import { DEFAULT_REGION } from "@/lib/pricing/regions";

const USAGE = `Usage: storage-advisor prices <subcommand> [options]

  refresh [--source bulk|query] [--regions all|R1,R2] [--endpoint URL] [--instance-role] [--json]
      Fetch live prices and store them as a new snapshot, which becomes the one in use.
      --source bulk (default, or PRICE_SOURCE): the public Price List bulk files, no AWS
      account needed; --endpoint (or PRICE_LIST_BULK_ENDPOINT) points at a mirror whose
      /offers/v1.0/aws/index.json is the offer index. --regions all: every commercial region.
      --source query: the Price List Query API with the standard AWS credential chain
      (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, ~/.aws files; --instance-role
      also tries an EC2 instance role); --endpoint (or AWS_PRICING_ENDPOINT) points the SDK.
      Default regions: PRICE_REFRESH_REGIONS, else us-east-1,us-east-2 (+ AWS_REGION).
      A refresh that fails stores nothing: the snapshot in use stays. With the bulk files,
      a region whose files cannot be read is reported and keeps its previous prices.
  list [--json]                        Every snapshot, newest first; * marks the one in use.
  show [ID] [--region R] [--json]      A snapshot's prices (default: the one in use).
  diff FROM TO [--json]                Prices added, removed and changed between two snapshots.
  history KEY [--region R] [--json]    One price key over every snapshot covering the region (default us-east-1).

Exit status: 0 done; 1 the refresh failed or no AWS credentials; 2 bad input.`;

export interface PricesCommandDeps {
  /** The validated environment (default: server/env's getEnv). */
  env?: () => Env;
  /** Whether ~/.aws/credentials and ~/.aws/config exist. */
  sharedAwsFiles?: () => SharedAwsFiles;
  /** stderr is a terminal: draw the progress bar in place (default: process.stderr.isTTY). */
  stderrIsTTY?: boolean;
}

const endpointSchema = z.url({ protocol: /^https?$/, error: "expected an http(s) URL" });

function parseRegions(value: string): string[] {
  const regions = value
    .split(",")
    .map((r) => r.trim())
    .filter((r) => r !== "");
  if (regions.length === 0)
    throw new InputProblem("--regions: give at least one region, e.g. --regions us-east-1,us-east-2");
  const bad = regions.find((r) => !REGION_CODE_PATTERN.test(r));
  if (bad !== undefined)
    throw new InputProblem(`--regions: ${JSON.stringify(bad)} is not an AWS region code (e.g. us-east-2)`);
  return [...new Set(regions)];
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const pad = (rows: string[][]) => {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  return rows.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
};
const pricedCount = (s: SnapshotSummary) => s.counts.mapped ?? s.counts.items ?? 0;
const json = (io: CliIo, value: unknown) => io.stdout(JSON.stringify(value, null, 2));

function describeSnapshot(s: SnapshotSummary, inUse: boolean): string {
  const when = s.source === "bundled" ? `loaded ${utc(s.fetchedAt)}` : `fetched ${utc(s.fetchedAt)}`;
  const published = s.publicationDate ? `, published ${s.publicationDate.toISOString().slice(0, 10)}` : "";
  return `Snapshot ${s.id} (${s.source}${inUse ? ", in use" : ""}): prices as of ${s.asOf} (${formatAge(s.asOf, new Date())}), ${when}${published}; regions ${s.regions.join(", ")}`;
}

const SOURCES = ["bulk", "query"] as const;

async function runRefresh(args: string[], io: CliIo, deps: PricesCommandDeps): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    {
      source: { type: "string" },
      regions: { type: "string" },
      endpoint: { type: "string" },
      "instance-role": { type: "boolean" },
      json: { type: "boolean" },
    },
    false,
  );
  const env = (deps.env ?? getEnv)();
  const source = values.source;
  if (source !== undefined && !SOURCES.includes(source as (typeof SOURCES)[number]))
    throw new InputProblem(`--source: ${JSON.stringify(source)} is not bulk or query`);
  const regions =
    values.regions === undefined
      ? undefined
      : values.regions.trim() === "all"
        ? ("all" as const)
        : parseRegions(values.regions);
  if (values.endpoint !== undefined && !endpointSchema.safeParse(values.endpoint).success)
    throw new InputProblem(`--endpoint: ${JSON.stringify(values.endpoint)} is not an http(s) URL`);
  const plan = planRefresh(env, {
    ...(source === undefined ? {} : { source: source as (typeof SOURCES)[number] }),
    ...(regions === undefined ? {} : { regions }),
    ...(values.endpoint === undefined ? {} : { endpoint: values.endpoint }),
    sharedFiles: (deps.sharedAwsFiles ?? sharedAwsFilesExist)(),
    allowInstanceRole: values["instance-role"] === true,
  });
  if (!plan.ok) {
    // Checked before the database is opened: without credentials nothing is touched.
    io.stderr(plan.message);
    return EXIT_FAILURE;
  }

  const isTTY = deps.stderrIsTTY ?? process.stderr.isTTY === true;
  const output: ProgressOutput = isTTY
    ? { write: (text) => process.stderr.write(text), isTTY: true, columns: process.stderr.columns }
    : { write: (text) => io.stderr(text), isTTY: false };
  let bar: { log: (line: string) => void; done: () => void };
  let options: RefreshPricesOptions;
  if (plan.options.source === "bulk") {
    const bulkBar = createBulkProgressBar(output);
    bar = bulkBar;
    options = { ...plan.options, onProgress: bulkBar.update };
  } else {
    const queryBar = createFetchProgressBar(output);
    bar = queryBar;
    options = { ...plan.options, onProgress: queryBar.update };
  }

  return withDatabase(async (db) => {
    bar.log(`Fetching prices for ${plan.description}...`);
    try {
      const result = await refreshPrices(db, {
        ...options,
        onStage: (stage) => {
          if (stage.stage === "storing") {
            bar.done();
            bar.log(
              `Storing ${stage.records.toLocaleString("en-US")} records and ${stage.items.toLocaleString("en-US")} price items in one transaction...`,
            );
          }
        },
      });
      bar.done();
      if (values.json) {
        json(io, result);
        return EXIT_OK;
      }
      const { snapshot, previous, changes } = result;
      const perRegion = Object.entries(result.pricedByRegion)
        .map(([region, n]) => `${region}: ${n}`)
        .join(", ");
      const read = result.bytesRead > 0 ? ` from ${megabytes(result.bytesRead)} of bulk files` : "";
      const lines = [
        `Stored snapshot ${snapshot.id}: ${snapshot.counts.records ?? 0} records, ${snapshot.counts.items ?? 0} items, ${pricedCount(snapshot)} prices (${perRegion})${read}; prices as of ${snapshot.asOf}.`,
      ];
      for (const unread of result.unreadServices)
        lines.push(`Not read: ${unread.service} (${unread.message}); its previous prices are carried over.`);
      if (result.carriedOver.length > 0)
        lines.push(
          `Carried over (not found in this refresh, previous price kept): ${result.carriedOver.map((c) => `${c.region} ${c.key} from ${c.fromSnapshot}`).join(", ")}.`,
        );
      for (const failed of result.failedRegions) {
        lines.push(
          `Not refreshed: ${failed.region} (${failed.service ?? "no file"}: ${failed.message}); its previous prices stay in use.`,
        );
      }
      for (const [region, keys] of Object.entries(snapshot.missingKeys)) {
        if (keys.length > 0)
          lines.push(`No price in ${region} for ${keys.length} key${keys.length === 1 ? "" : "s"}: ${keys.join(", ")}`);
      }
      if (snapshot.unmapped.count) {
        const reasons = Object.entries(snapshot.unmapped.byReason ?? {})
          .map(([reason, n]) => `${reason} ${n}`)
          .join(", ");
        lines.push(`Items the model does not use: ${snapshot.unmapped.count} (${reasons}).`);
      }
      lines.push(
        `Changes from ${previous.id}: ${changes.changed} changed, ${changes.added} added, ${changes.removed} removed, ${changes.unchanged} unchanged` +
          (changes.changed + changes.added + changes.removed > 0
            ? ` (storage-advisor prices diff ${previous.id} ${snapshot.id}).`
            : "."),
        `${snapshot.id} is now the snapshot in use.`,
      );
      io.stdout(lines.join("\n"));
      return EXIT_OK;
    } catch (error) {
      bar.done();
      if (!isPricingError(error) && !(error instanceof PriceRefreshError)) throw error;
      const inUse = await currentSnapshot(db);
      io.stderr(`prices refresh: ${error.message}\nNothing was changed: ${inUse.id} stays in use.`);
      return EXIT_FAILURE;
    }
  });
}

async function runList(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, { json: { type: "boolean" } }, false);
  return withDatabase(async (db) => {
    const [snapshots, current] = await Promise.all([listSnapshots(db), currentSnapshot(db)]);
    if (values.json) {
      json(io, { current: current.id, snapshots });
      return EXIT_OK;
    }
    const rows = [
      ["", "ID", "SOURCE", "AS OF", "FETCHED", "STATUS", "PRICES", "REGIONS"],
      ...snapshots.map((s) => [
        s.id === current.id ? "*" : "",
        s.id,
        s.source,
        s.asOf,
        utc(s.fetchedAt),
        s.status,
        String(pricedCount(s)),
        s.regions.join(","),
      ]),
    ];
    io.stdout([...pad(rows), "", "* the snapshot in use"].join("\n"));
    return EXIT_OK;
  });
}

function entryLine(entry: PriceEntry): string[] {
  return [entry.key, entry.usd, entry.unit, entry.unconfirmed ? "unconfirmed" : ""];
}

async function runShow(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, { region: { type: "string" }, json: { type: "boolean" } });
  if (positionals.length > 1) throw new InputProblem(`show takes at most one snapshot ID, got ${positionals.length}`);
  if (values.region !== undefined && !REGION_CODE_PATTERN.test(values.region))
    throw new InputProblem(`--region: ${JSON.stringify(values.region)} is not an AWS region code (e.g. us-east-2)`);
  return withDatabase(async (db) => {
    const current = await currentSnapshot(db);
    const prices = await snapshotPrices(db, positionals[0] ?? current.id);
    const regions =
      values.region === undefined ? prices.regions : prices.regions.filter((r) => r.region === values.region);
    if (regions.length === 0)
      throw new InputProblem(
        `snapshot ${prices.snapshot.id} has no region ${values.region} (it covers ${prices.snapshot.regions.join(", ")})`,
      );
    if (values.json) {
      json(io, { snapshot: prices.snapshot, inUse: prices.snapshot.id === current.id, regions });
      return EXIT_OK;
    }
    const lines = [describeSnapshot(prices.snapshot, prices.snapshot.id === current.id)];
    if (prices.snapshot.note) lines.push(prices.snapshot.note);
    for (const { region, book, missing } of regions) {
      const entries = priceEntries(book.prices);
      lines.push("", `${region}: ${entries.length} prices, ${missing.length} keys missing (USD per unit)`);
      lines.push(...pad([["KEY", "USD", "UNIT", ""], ...entries.map(entryLine)]).map((l) => `  ${l}`));
      if (missing.length > 0) lines.push(`  missing: ${missing.join(", ")}`);
    }
    io.stdout(lines.join("\n"));
    return EXIT_OK;
  });
}

function percent(change: number | null): string {
  if (change === null) return "from 0";
  return `${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)}%`;
}

async function runDiff(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, { json: { type: "boolean" } });
  const [from, to] = positionals;
  if (positionals.length !== 2 || from === undefined || to === undefined)
    throw new InputProblem(`diff takes two snapshot IDs (FROM TO), got ${positionals.length}`);
  return withDatabase(async (db) => {
    const result = await diffSnapshots(db, from, to);
    if (values.json) {
      json(io, result);
      return EXIT_OK;
    }
    const { diff } = result;
    const lines = [
      `From ${from} (as of ${result.from.asOf}) to ${to} (as of ${result.to.asOf}): ${diff.changed.length} changed, ${diff.added.length} added, ${diff.removed.length} removed, ${diff.unchanged} unchanged.`,
    ];
    if (diff.changed.length > 0) {
      lines.push("", "Changed (USD per unit):");
      lines.push(
        ...pad(
          diff.changed.map((c) => [c.region, c.key, c.oldUsd, "->", c.newUsd, c.unit, percent(c.relativeChange)]),
        ).map((l) => `  ${l}`),
      );
    }
    for (const [title, entries] of [
      ["Added", diff.added],
      ["Removed", diff.removed],
    ] as const) {
      if (entries.length === 0) continue;
      lines.push(
        "",
        `${title}:`,
        ...pad(entries.map((e) => [e.region, e.key, e.usd, e.unit, priceKeyDefinition(e.key).description])).map(
          (l) => `  ${l}`,
        ),
      );
    }
    io.stdout(lines.join("\n"));
    return EXIT_OK;
  });
}

async function runHistory(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, { region: { type: "string" }, json: { type: "boolean" } });
  const [key] = positionals;
  if (positionals.length !== 1 || key === undefined)
    throw new InputProblem(`history takes one price key, got ${positionals.length}`);
  if (!isPriceKey(key))
    throw new InputProblem(`${JSON.stringify(key)} is not a price key (see storage-advisor prices show)`);
  const region = values.region ?? DEFAULT_REGION;
  if (!REGION_CODE_PATTERN.test(region))
    throw new InputProblem(`--region: ${JSON.stringify(region)} is not an AWS region code (e.g. us-east-2)`);
  return withDatabase(async (db) => {
    const steps = await priceHistory(db, key, region);
    if (values.json) {
      json(io, { key, region, unit: priceKeyDefinition(key).unit, steps });
      return EXIT_OK;
    }
    const now = new Date();
    const change = (s: (typeof steps)[number]) =>
      s.change === "changed"
        ? percent(s.relative)
        : s.change === "same"
          ? ""
          : s.change === "new"
            ? "first"
            : "no price";
    io.stdout(
      [
        `${key} in ${region}, USD per ${priceKeyDefinition(key).unit}, oldest first:`,
        ...pad([
          ["SNAPSHOT", "SOURCE", "AS OF", "AGE", "USD", "CHANGE"],
          ...steps.map((s) => [s.snapshotId, s.source, s.asOf, formatAge(s.asOf, now), s.usd ?? "-", change(s)]),
        ]).map((l) => `  ${l}`),
      ].join("\n"),
    );
    return EXIT_OK;
  });
}

export function createPricesCommand(deps: PricesCommandDeps = {}): CliCommand {
  return {
    name: "prices",
    summary: "Refresh live AWS prices into a new snapshot; list, show and diff snapshots.",
    usage: USAGE,
    run: async (args, io) => {
      const [sub, ...rest] = args;
      try {
        switch (sub) {
          case "refresh":
            return await runRefresh(rest, io, deps);
          case "list":
            return await runList(rest, io);
          case "show":
            return await runShow(rest, io);
          case "diff":
            return await runDiff(rest, io);
          case "history":
            return await runHistory(rest, io);
          default:
            io.stderr(
              `prices: ${sub === undefined ? "missing subcommand" : `unknown subcommand ${JSON.stringify(sub)}`} (expected refresh, list, show, diff or history; see storage-advisor prices --help)`,
            );
            return EXIT_BAD_INPUT;
        }
      } catch (error) {
        // The user's mistakes (a flag, a value, a snapshot id) are named by sub-command; faults reach the CLI's handler.
        if (isAppError(error) && error.isClientError) return reportCliError(error, io, { prefix: `prices ${sub}` });
        throw error;
      }
    },
  };
}

export const pricesCommand = createPricesCommand();
