/**
 * Where JSON.parse stopped, in our words: " near line 3, column 14", or "" when its message
 * names no position. Its message itself is V8's wording, which quotes the input back and
 * changes between Node versions, so it is never shown to a client.
 */
export function jsonErrorPosition(parserMessage: string): string {
  const where = /line (\d+) column (\d+)/.exec(parserMessage);
  return where ? ` near line ${where[1]}, column ${where[2]}` : "";
}
