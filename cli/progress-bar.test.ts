import { describe, expect, it } from "vitest";
import type { FetchProgress } from "@/lib/pricing/fetch";
import { createFetchProgressBar, renderBar } from "./progress-bar";

function event(overrides: Partial<FetchProgress>): FetchProgress {
  return {
    kind: "page",
    service: "AmazonEFS",
    region: "us-east-1",
    query: "all",
    queryIndex: 0,
    queryCount: 2,
    page: 1,
    pageRecords: 100,
    servicePages: 1,
    serviceRecords: 100,
    ...overrides,
  };
}

/** Two queries: EFS (2 pages, 150 records), then S3 (1 page, 3 records). */
const EVENTS: FetchProgress[] = [
  event({}),
  event({ page: 2, pageRecords: 50, servicePages: 2, serviceRecords: 150 }),
  event({ kind: "query-done", page: 2, pageRecords: 0, servicePages: 2, serviceRecords: 150 }),
  event({
    service: "AmazonS3",
    query: "Tier1 requests",
    queryIndex: 1,
    pageRecords: 3,
    servicePages: 1,
    serviceRecords: 3,
  }),
  event({
    kind: "query-done",
    service: "AmazonS3",
    query: "Tier1 requests",
    queryIndex: 1,
    pageRecords: 0,
    servicePages: 1,
    serviceRecords: 3,
  }),
];

function run(isTTY: boolean): string {
  let text = "";
  const bar = createFetchProgressBar({ write: (t) => (text += t), isTTY, columns: 60 });
  bar.log("Fetching...");
  for (const e of EVENTS) bar.update(e);
  bar.done();
  return text;
}

describe("fetch progress on stderr", () => {
  it("writes plain lines without control codes when stderr is not a terminal", () => {
    expect(run(false).split("\n")).toEqual([
      "Fetching...",
      "[1/2] AmazonEFS us-east-1 all: 2 pages; AmazonEFS so far 2 pages, 150 records",
      "AmazonEFS: 1 query, 2 pages, 150 records",
      "[2/2] AmazonS3 us-east-1 Tier1 requests: 1 page; AmazonS3 so far 1 page, 3 records",
      "AmazonS3: 1 query, 1 page, 3 records",
      "",
    ]);
  });

  it("redraws one bar in place on a terminal, cut to its width, and leaves a line per service", () => {
    const text = run(true);
    const frames = text.split("\r\u001b[2K").filter((f) => f !== "");
    expect(frames.every((f) => f.replace(/\n$/, "").length <= 59)).toBe(true);
    expect(frames).toContain("AmazonEFS: 1 query, 2 pages, 150 records\n");
    expect(frames.at(-1)).toBe("AmazonS3: 1 query, 1 page, 3 records\n");
    expect(frames.some((f) => f.startsWith(`${renderBar(1, 2)} 1/2 queries`))).toBe(true);
  });

  it("fills the bar in proportion", () => {
    expect(renderBar(0, 4, 8)).toBe("[--------]");
    expect(renderBar(1, 4, 8)).toBe("[##------]");
    expect(renderBar(4, 4, 8)).toBe("[########]");
    expect(renderBar(0, 0, 8)).toBe("[--------]");
  });
});
