/**
 * The mapping on real AWS Price List records (fixtures/pricing/real, copied from public
 * repositories; see its sources.json): each S3 key is priced from the record AWS publishes
 * for it, and the look-alike records beside it (same usage type, another operation or
 * another storage class) price nothing.
 */
import { describe, expect, it } from "vitest";
import { realRecords } from "@/tests/support/pricing-fixtures";
import { parsePriceListEntry } from "./aws-record";
import { buildPriceBooks, matchingRows } from "./mapping";
import { normaliseRecords, type PriceItem } from "./normalise";
import type { PriceKey } from "./price-keys";

function realItems(): PriceItem[] {
  const entries = realRecords().map((record) => {
    const parsed = parsePriceListEntry(JSON.stringify(record));
    if (!parsed.ok) throw new Error(parsed.issue.message);
    return parsed.entry;
  });
  const { items, issues } = normaliseRecords(entries);
  expect(issues).toEqual([]);
  return items;
}

const items = realItems();
const useast1 = buildPriceBooks(items, { snapshotId: "real", asOf: "2026-09-18", regions: ["us-east-1"] });
const book = useast1.books["us-east-1"]!;

/** key -> [SKU of the real record, its price in the key's unit]: the us-east-1 records of sources.json. */
const EXPECTED: Record<string, [string, string]> = {
  "s3.standard.storage": ["WP9ANXZGBYYSGJEA", "0.023"],
  "s3.requests.tier1": ["E9YHNFENF4XQBZR6", "0.000005"],
  "s3.requests.tier2": ["ZWQ6Q48CRJXX4FXE", "0.0000004"],
  "s3.intelligent-tiering.frequent.storage": ["T5CD4UDRVV44YE2T", "0.023"],
  "s3.intelligent-tiering.infrequent.storage": ["M7WA952JTYFHTE64", "0.0125"],
  "s3.intelligent-tiering.archive-instant.storage": ["J5H5J7F2H2NJEZZN", "0.004"],
  "s3.intelligent-tiering.monitoring": ["7DR3RFK9W2W43KSC", "0.0000025"],
  "s3.standard-ia.storage": ["379GYJUQ5WFBUYGM", "0.0125"],
  "s3.standard-ia.requests.tier1": ["FNYHUPR3T466JJYM", "0.00001"],
  "s3.standard-ia.requests.tier2": ["GWU4HUHFNSRYMYNK", "0.000001"],
  "s3.standard-ia.retrieval": ["7594RTQEE8ND34GA", "0.01"],
  "s3.onezone-ia.storage": ["KRY2B57FKTA8GJW7", "0.01"],
  "s3.onezone-ia.requests.tier1": ["B7AD99B3N6FTT9TR", "0.00001"],
  "s3.onezone-ia.requests.tier2": ["Q8UHH97856JSTGFA", "0.000001"],
  "s3.onezone-ia.retrieval": ["2C7JEQ54QWYYWGZ6", "0.01"],
  "s3.glacier-instant.storage": ["NMJQ7TNW84EMBGZM", "0.004"],
  "s3.glacier-instant.requests.tier1": ["YAXYB5WAVB7U5BRN", "0.00002"],
  "s3.glacier-instant.requests.tier2": ["6WKRC2AMC45PNCVZ", "0.00001"],
  "s3.glacier-instant.retrieval": ["CN3DWKRWAMMHWCA3", "0.03"],
  "s3.glacier-flexible.storage": ["ZGASJWMFVH7NM8RK", "0.0036"],
  "s3.glacier-flexible.requests.tier1": ["ETMMA5922DBD756V", "0.00003"],
  "s3.glacier-flexible.retrieval.expedited": ["893YY33ZT2VG9JGZ", "0.03"],
  "s3.glacier-flexible.retrieval.standard": ["RWFBVGMQR3SY34J8", "0.01"],
  "s3.glacier-flexible.retrieval.bulk": ["DJVU2QGWTTYMPVET", "0"],
  "s3.glacier-flexible.restore.expedited": ["UZVPN9AWBCUHZHXM", "0.01"],
  "s3.glacier-flexible.restore.standard": ["XMSYDEX5BP3Q5UJE", "0.00005"],
  "s3.glacier-flexible.restore.bulk": ["PGJ6CQV6AFUUNQTU", "0"],
  "s3.glacier-deep-archive.storage": ["SKAKWE8C8SPXCVHA", "0.00099"],
  "s3.glacier-deep-archive.requests.tier1": ["4F9PAAFX7KA47MVJ", "0.00005"],
  "s3.glacier-deep-archive.retrieval.standard": ["X3ZPM3MNWP6594U3", "0.02"],
  "s3.glacier-deep-archive.retrieval.bulk": ["2B8ZACNN7SPBKWVF", "0.0025"],
  "s3.glacier-deep-archive.restore.standard": ["SBYTEPUF7PY2UDK2", "0.0001"],
  "s3.glacier-deep-archive.restore.bulk": ["JKJJ28K7NEVPDS24", "0.000025"],
  "s3.express-one-zone.storage": ["CFF4F5FZYKV2GKYD", "0.11"],
  "s3.express-one-zone.requests.tier1": ["99AHEP6YCFFKSZA3", "0.00000113"],
  "s3.express-one-zone.requests.tier2": ["AZKVHVH3J9RBZEVM", "0.00000003"],
  "s3.express-one-zone.upload": ["DQ5UB82HWX2EEFTM", "0.0032"],
  "s3.express-one-zone.retrieval": ["T9AETT96P7QHQ78Y", "0.0006"],
  "s3.files.storage": ["2N3NKSP5AF8HYTS2", "0.30"],
  "s3.files.read": ["5EQEX3JGMHP6ANKD", "0.03"],
  "s3.files.write": ["2VZ9XK6PS8MRHKCM", "0.06"],
};

const bySku = (sku: string) => items.filter((item) => item.sku === sku);
const keysOf = (sku: string): PriceKey[] => bySku(sku).flatMap((item) => matchingRows(item).map((row) => row.key));

describe("the mapping on real us-east-1 S3 records", () => {
  it.each(Object.entries(EXPECTED))("prices %s from its real record", (key, [sku, usd]) => {
    const entry = book.prices[key as PriceKey];
    expect(entry?.source, key).toContain(`SKU ${sku} `);
    expect(Number(entry?.usd)).toBe(Number(usd));
  });

  it("prices every S3 key, and no two records claim one key", () => {
    const s3Missing = (useast1.missingKeys["us-east-1"] ?? []).filter((k) => k.startsWith("s3."));
    expect(s3Missing).toEqual([]);
    expect(useast1.conflicts).toEqual([]);
    expect(useast1.unmapped.byReason.ambiguous ?? 0).toBe(0);
  });

  it("reads records without a productFamily (monitoring, Glacier requests, retrieval bytes, S3 Files reads)", () => {
    for (const sku of ["7DR3RFK9W2W43KSC", "ETMMA5922DBD756V", "RWFBVGMQR3SY34J8", "5EQEX3JGMHP6ANKD"]) {
      expect(bySku(sku)[0]?.productFamily, sku).toBe("");
    }
    expect(keysOf("7DR3RFK9W2W43KSC")).toEqual(["s3.intelligent-tiering.monitoring"]);
  });

  it("takes retrieval fees of family API Request (IA classes, Express One Zone Upload-XZ / Retrieval-XZ)", () => {
    expect(bySku("7594RTQEE8ND34GA")[0]?.productFamily).toBe("API Request");
    expect(keysOf("7594RTQEE8ND34GA")).toEqual(["s3.standard-ia.retrieval"]);
    expect(keysOf("DQ5UB82HWX2EEFTM")).toEqual(["s3.express-one-zone.upload"]);
    expect(keysOf("T9AETT96P7QHQ78Y")).toEqual(["s3.express-one-zone.retrieval"]);
  });

  it("tells Glacier retrieval and restores apart by operation", () => {
    // Same usage type Standard-Retrieval-Bytes: Glacier (RestoreObject), Deep Archive in the S3 offer
    // (DeepArchiveRestoreObject, priced from its own offer instead), Intelligent-Tiering ("USE1-", IntDAARestoreObject).
    expect(keysOf("RWFBVGMQR3SY34J8")).toEqual(["s3.glacier-flexible.retrieval.standard"]);
    expect(keysOf("XEWBRUYWR8PSDPD3")).toEqual([]);
    expect(keysOf("PUNJ7EB49XYZU3SH")).toEqual([]);
    expect(keysOf("BBPZVGKM9PCPSXTT")).toEqual([]);
    // Requests-Tier3: a Glacier restore, or a lifecycle transition into Glacier.
    expect(keysOf("XMSYDEX5BP3Q5UJE")).toEqual(["s3.glacier-flexible.restore.standard"]);
    expect(keysOf("M2EZ4Q623R8XZ29A")).toEqual([]);
    // Requests-GLACIER-Tier1 / Requests-GDA-Tier1: PutObject, not UploadPart ($0.005 per 1,000).
    expect(keysOf("JSSK4Z23JXPY3N6R")).toEqual([]);
    expect(keysOf("2CWWFYV96GBD6VUJ")).toEqual([]);
  });

  it("reads Deep Archive from its own offer, AmazonS3GlacierDeepArchive", () => {
    expect(bySku("SKAKWE8C8SPXCVHA")[0]?.service).toBe("AmazonS3GlacierDeepArchive");
    expect(book.prices["s3.glacier-deep-archive.storage"]?.source).toContain("AmazonS3GlacierDeepArchive");
  });

  it("dates each price by its offer's publication", () => {
    expect(book.prices["s3.standard.storage"]?.asOf).toBe("2026-09-18");
    expect(book.prices["s3.glacier-deep-archive.storage"]?.asOf).toBe("2026-09-11");
  });
});

describe("the mapping on the other real records", () => {
  const all = buildPriceBooks(items, { snapshotId: "real", asOf: "2024-07-01" });

  it("prices gp3 in af-south-1 and io1 in ap-southeast-1, and no instance from a capacity reservation", () => {
    expect(all.books["af-south-1"]?.prices["ebs.gp3.storage"]?.usd).toBe("0.1047");
    expect(all.books["ap-southeast-1"]?.prices["ebs.io1.storage"]?.usd).toBe("0.138");
    expect(Object.keys(all.books["af-south-1"]?.prices ?? {}).filter((k) => k.startsWith("ec2."))).toEqual([]);
  });
});
