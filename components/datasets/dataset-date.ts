/** What a dataset's date means, in words ("published", "benchmarked", ...). */
const DATE_BASIS: Record<string, string> = {
  published: "published",
  benchmarked: "measured",
  "not-before": "not before",
  inferred: "inferred",
};

export function describeDate(basis: string): string {
  return DATE_BASIS[basis] ?? basis;
}
