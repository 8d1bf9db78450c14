/**
 * The hostile-input suite, shared by the short run in tests/integration (part of
 * `npm test`) and the long one in tests/long (`npm run test:long`): generated bodies
 * thrown at the real route handlers, in-process, on a fresh PostgreSQL database with the
 * reference data loaded; then the hand-written extremes (100 MB bodies, trickling and
 * broken streams, deep nesting). See tests/support/hardening-fuzz.ts for the check.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadReferenceData } from "@/server/data/datasets/reference-data";
import { createTestDatabase, type TestDatabase } from "./test-database";
import {
  AnswerStats,
  BODIES,
  ContractViolation,
  callAndCheck,
  deepJson,
  fioDocument,
  hugeBody,
  requestFor,
  tricklingBody,
  validBody,
  type BodyCase,
  type Endpoint,
  type Handler,
} from "./hardening-fuzz";

export interface FuzzSuiteOptions {
  /** Generated bodies per endpoint (three endpoints). */
  runsPerEndpoint: number;
  /** Longest a single call may take before it counts as a hang. */
  callTimeoutMs: number;
  /** Fixed seed (the same bodies every run); default random. HARDENING_FUZZ_SEED overrides both. */
  seed?: number;
}

/** The first lines of what a handler logged with console.error (withErrorContract logs the cause of a 500). */
function describeLogged(args: unknown[]): string {
  const error = args.find((a): a is Error => a instanceof Error);
  if (!error) return args.map(String).join(" ").slice(0, 200);
  const lines = error.message
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");
  const frame = (error.stack ?? "")
    .split("\n")
    .find((l) => l.includes("/work/") || (l.includes("/lib/") && !l.includes("node_modules")));
  return `${error.name}: ${(lines[lines.length - 1] ?? "").slice(0, 150)}${frame ? ` (${frame.trim()})` : ""}`;
}

function describeBody(body: BodyCase): string {
  if (body.body instanceof FormData) {
    const parts = [...body.body.entries()].map(
      ([k, v]) =>
        `${k}=${typeof v === "string" ? JSON.stringify(v.slice(0, 80)) : `File(${JSON.stringify(v.name.slice(0, 40))}, ${v.size} B)`}`,
    );
    return `${body.kind} form {${parts.join(", ")}}`;
  }
  const text = typeof body.body === "string" ? body.body : new TextDecoder().decode(body.body);
  return `${body.kind} ${body.contentType ?? "(no type)"} ${JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text)}`;
}

const ENDPOINTS: Endpoint[] = ["results", "estimate", "recommendations"];
const MIB = 1024 * 1024;
const HUNDRED_MB = 100 * 1000 * 1000;
/** What each endpoint reads at most (the handlers' own limits), to check the refusal came early. */
const READ_LIMITS: Record<string, number> = {
  "results multipart": 25 * MIB + 64 * 1024,
  "results json": 2 * 25 * MIB + 64 * 1024,
  estimate: MIB,
  recommendations: 64 * 1024,
};

export function defineFuzzSuite(options: FuzzSuiteOptions): void {
  const seed = process.env.HARDENING_FUZZ_SEED ? Number(process.env.HARDENING_FUZZ_SEED) : options.seed;
  let database: TestDatabase;
  let savedDatabaseUrl: string | undefined;
  const handlers = {} as Record<Endpoint, Handler>;
  const stats = new AnswerStats();

  beforeAll(async () => {
    database = await createTestDatabase();
    await loadReferenceData(database.db);
    savedDatabaseUrl = process.env.DATABASE_URL;
    // server/env reads DATABASE_URL once, at the first route call: set it before importing.
    process.env.DATABASE_URL = database.url;
    handlers.results = (await import("@/app/api/v1/results/route")).POST;
    handlers.estimate = (await import("@/app/api/v1/estimate/route")).POST;
    handlers.recommendations = (await import("@/app/api/v1/recommendations/route")).POST;
  });

  afterAll(async () => {
    console.log(`hostile input: ${stats.summary()}`);
    const shared = (globalThis as { storageAdvisorDb?: { $disconnect(): Promise<void> } }).storageAdvisorDb;
    await shared?.$disconnect();
    await database?.drop();
    if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedDatabaseUrl;
  });

  describe(`${options.runsPerEndpoint * ENDPOINTS.length} generated bodies: every answer is a 2xx or a 4xx with the error contract`, () => {
    for (const endpoint of ENDPOINTS) {
      it(
        `POST ${endpoint}: ${options.runsPerEndpoint} bodies`,
        async () => {
          // Every violation is recorded and the run goes on, so one run shows every kind of
          // failure it met (grouped by the error the server logged), not just the first.
          const violations = new Map<string, { count: number; example: string }>();
          let serverError = "";
          const errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
            serverError = describeLogged(args);
          });
          let runs = 0;
          try {
            await fc.assert(
              fc.asyncProperty(BODIES[endpoint], async (body) => {
                runs += 1;
                serverError = "";
                try {
                  const answer = await callAndCheck(
                    handlers[endpoint],
                    requestFor(endpoint, body.body, body.contentType),
                    options.callTimeoutMs,
                    `${endpoint} ${body.kind}`,
                  );
                  stats.add(endpoint, answer);
                } catch (error) {
                  if (!(error instanceof ContractViolation)) throw error;
                  const key = `${error.message.slice(0, 120)}${serverError ? ` | server log: ${serverError}` : ""}`;
                  const seen = violations.get(key);
                  if (seen) seen.count += 1;
                  else violations.set(key, { count: 1, example: describeBody(body) });
                }
              }),
              { numRuns: options.runsPerEndpoint, ...(seed === undefined ? {} : { seed }) },
            );
          } finally {
            errorSpy.mockRestore();
          }
          const report = [...violations.entries()]
            .map(([key, v]) => `${v.count} x ${key}\n    e.g. ${v.example}`)
            .join("\n");
          expect(
            report,
            `${endpoint}: answers outside the contract (seed ${seed ?? "random"}; set HARDENING_FUZZ_SEED to replay)`,
          ).toBe("");
          expect(runs).toBe(options.runsPerEndpoint);
          // The generators reach past validation: some bodies were accepted.
          expect(stats.count(`${endpoint} 2`)).toBeGreaterThan(0);
          expect(stats.count(`${endpoint} 4`)).toBeGreaterThan(0);
        },
        options.runsPerEndpoint * options.callTimeoutMs,
      );
    }

    it("nothing half-written: every stored upload has all its jobs and its raw bytes", async () => {
      const rows = await database.db.$queryRaw<
        { id: string; size: number; raw: number; jobs: number; expected: number }[]
      >`
        SELECT r.id, r."sizeBytes" AS size, octet_length(r."rawFile") AS raw,
               (SELECT count(*)::int FROM "UploadedJob" j WHERE j."resultId" = r.id) AS jobs,
               jsonb_array_length(r.parsed->'jobs') AS expected
        FROM "UploadedResult" r`;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.raw, row.id).toBe(row.size);
        expect(row.jobs, row.id).toBe(row.expected);
      }
    });
  });

  describe("100 MB bodies are refused early, without reading them whole", () => {
    const cases: Array<{ name: string; endpoint: Endpoint; contentType: string; limit: number }> = [
      {
        name: "results multipart",
        endpoint: "results",
        contentType: "multipart/form-data; boundary=x",
        limit: READ_LIMITS["results multipart"]!,
      },
      {
        name: "results json",
        endpoint: "results",
        contentType: "application/json",
        limit: READ_LIMITS["results json"]!,
      },
      { name: "estimate", endpoint: "estimate", contentType: "application/json", limit: READ_LIMITS.estimate! },
      {
        name: "recommendations",
        endpoint: "recommendations",
        contentType: "application/json",
        limit: READ_LIMITS.recommendations!,
      },
    ];
    for (const c of cases) {
      it(`${c.name}: streamed with no length: 413 after at most the limit plus one chunk`, async () => {
        const body = hugeBody(HUNDRED_MB);
        const answer = await callAndCheck(
          handlers[c.endpoint],
          requestFor(c.endpoint, body.stream, c.contentType),
          30_000,
          `${c.name} 100 MB`,
        );
        stats.add(c.endpoint, answer);
        expect(answer).toMatchObject({ status: 413, code: "too_large" });
        expect(body.pulled()).toBeLessThanOrEqual(c.limit + 2 * MIB);
        expect(body.pulled()).toBeLessThan(HUNDRED_MB * 0.6);
      });

      it(`${c.name}: declared Content-Length of 100 MB: 413 before reading`, async () => {
        const body = hugeBody(HUNDRED_MB);
        const answer = await callAndCheck(
          handlers[c.endpoint],
          requestFor(c.endpoint, body.stream, c.contentType, { "content-length": String(HUNDRED_MB) }),
          30_000,
          `${c.name} 100 MB declared`,
        );
        stats.add(c.endpoint, answer);
        expect(answer).toMatchObject({ status: 413, code: "too_large" });
        // The stream may have been asked for its first chunk when the Request was made; no more.
        expect(body.pulled()).toBeLessThanOrEqual(MIB);
      });
    }
  });

  describe("slow and broken uploads", () => {
    for (const endpoint of ENDPOINTS) {
      it(`${endpoint}: a valid body trickled in small chunks gets its normal answer`, async () => {
        const { text, contentType } = validBody(endpoint, `${Date.now()}`);
        const bytes = new TextEncoder().encode(text);
        // ~1.5 s of trickling whatever the size.
        const chunk = Math.max(16, Math.ceil(bytes.byteLength / 75));
        const body = tricklingBody(bytes, chunk, 20);
        const answer = await callAndCheck(
          handlers[endpoint],
          requestFor(endpoint, body.stream, contentType),
          30_000,
          `${endpoint} trickle`,
        );
        stats.add(endpoint, answer);
        expect(answer.status, JSON.stringify(answer)).toBeLessThan(300);
        expect(body.pulled()).toBe(bytes.byteLength);
      });

      // Found by the long run: readBodyLimited let the stream's error escape (a 500).
      it(`${endpoint}: a body whose sender goes away midway gets a 4xx with the contract, not a 500`, async () => {
        const { text, contentType } = validBody(endpoint, `broken-${Date.now()}`);
        const bytes = new TextEncoder().encode(text);
        const body = tricklingBody(bytes, 64, 5, Math.floor(bytes.byteLength / 2));
        const answer = await callAndCheck(
          handlers[endpoint],
          requestFor(endpoint, body.stream, contentType),
          30_000,
          `${endpoint} broken stream`,
        );
        stats.add(endpoint, answer);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      });
    }
  });

  // Regression cases for what the long run found (each answered 500 before its fix).
  describe("found by fuzzing", () => {
    // PostgreSQL refuses a lone UTF-16 surrogate in jsonb: server/data/results/results.ts replaces it.
    it("results: a fio file whose job name holds a lone surrogate is stored", async () => {
      const doc = fioDocument(1) as { jobs: { jobname: string }[] };
      for (const job of doc.jobs) job.jobname = `lone \uD800 surrogate ${Date.now()}`;
      const text = JSON.stringify({ fileName: "surrogate.json", content: JSON.stringify(doc) });
      const answer = await callAndCheck(
        handlers.results,
        requestFor("results", text, "application/json"),
        30_000,
        "results lone surrogate",
      );
      expect(answer.status).toBe(201);
    });

    // "Unknown option" messages quoted the input with JSON.stringify: a deeply nested id
    // overflowed the stack. They now use describeInput.
    it("results: a deeply nested optionId is refused with 400", async () => {
      const text = `{"fileName": "x.json", "content": "{}", "optionId": ${deepJson(20_000, "array")}}`;
      const answer = await callAndCheck(
        handlers.results,
        requestFor("results", text, "application/json"),
        30_000,
        "results deep optionId",
      );
      expect(answer.status).toBe(400);
    });

    it("estimate: a deeply nested option id is refused with 400", async () => {
      const text = `{"region": "us-east-2", "storedBytes": 1073741824, "days": 30, "clients": 1, "operations": [{"name": "r", "direction": "read", "fileCount": 1, "fileSizeBytes": 4096}], "options": [{"id": ${deepJson(20_000, "array")}}]}`;
      const answer = await callAndCheck(
        handlers.estimate,
        requestFor("estimate", text, "application/json"),
        30_000,
        "estimate deep option id",
      );
      expect(answer.status).toBe(400);
    });

    // PostgreSQL refuses NUL in text (22021): snapshotIdSchema refuses control characters.
    for (const endpoint of ["estimate", "recommendations"] as const) {
      it(`${endpoint}: a snapshotId holding a NUL character is refused with 4xx`, async () => {
        const { text } = validBody(endpoint, "nul");
        // Both valid bodies are envelopes ({workload, snapshotId} and {answers}).
        const body = { ...(JSON.parse(text) as Record<string, unknown>), snapshotId: "bundled\u00002024" };
        const answer = await callAndCheck(
          handlers[endpoint],
          requestFor(endpoint, JSON.stringify(body), "application/json"),
          30_000,
          `${endpoint} NUL snapshotId`,
        );
        expect(answer.status).toBeLessThan(500);
      });
    }
  });

  describe("deep nesting", () => {
    const bodies: Array<[Endpoint, string]> = [
      ["estimate", deepJson(200_000, "array")],
      ["estimate", `{"workload": ${deepJson(200_000, "object")}}`],
      ["estimate", `{"workload": {"region": "us-east-1"}, "options": ${deepJson(200_000, "array")}}`],
      ["estimate", `{"region": "us-east-1", "operations": ${deepJson(100_000, "array")}}`],
      ["recommendations", `{"answers": ${deepJson(30_000, "array")}}`],
      ["recommendations", `{"answers": {"sizeGiB": ${deepJson(30_000, "object")}}}`],
      ["results", `{"fileName": "deep.json", "content": ${JSON.stringify(deepJson(1_000_000, "array"))}}`],
      [
        "results",
        `{"fileName": "deep.json", "content": ${JSON.stringify(`{"fio version": "fio-3.33", "jobs": ${deepJson(500_000, "object")}}`)}}`,
      ],
      ["results", `{"content": "{}", "optionId": "ebs-gp3", "optionParams": ${deepJson(100_000, "object")}}`],
    ];
    it.each(bodies.map(([endpoint, text], i) => [i, endpoint, text] as const))(
      "case %i (%s)",
      async (_i, endpoint, text) => {
        const answer = await callAndCheck(
          handlers[endpoint],
          requestFor(endpoint, text, "application/json"),
          30_000,
          `${endpoint} deep`,
        );
        stats.add(endpoint, answer);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      },
    );
  });
}
