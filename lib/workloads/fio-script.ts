import { FIO_DIR_VARIABLE } from "./fio-job";

/**
 * The POSIX sh script offered beside a job file: runs fio with json+ output on the
 * directory given and uploads the result to POST /api/v1/results with the labels that
 * link it to the recommendation, the option and its parameters. Needs only sh, fio and
 * curl. Every value is single-quoted, so nothing in it is expanded by the shell.
 */

export interface FioScriptTarget {
  /** Where the app answers, e.g. "https://advisor.example.com". */
  serverUrl: string;
  jobFileName: string;
  recommendationId?: string | null;
  optionId?: string | null;
  optionParams?: Record<string, unknown> | null;
  region?: string | null;
}

/** 'text' for sh: single quotes, an embedded quote as '\''. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function fioScriptFileName(jobFileName: string): string {
  return jobFileName.replace(/\.fio$/, "") + ".sh";
}

export function fioRunScript(target: FioScriptTarget): string {
  const fields: Array<[string, string]> = [];
  if (target.recommendationId) fields.push(["recommendationId", target.recommendationId]);
  if (target.optionId) fields.push(["optionId", target.optionId]);
  // Params always go with the option, even {}: a recommendation may rank one option twice.
  if (target.optionId) fields.push(["optionParams", JSON.stringify(target.optionParams ?? {})]);
  if (target.region) fields.push(["region", target.region]);
  // --form-string: curl reads no @file, <file or ;type= in these values.
  const formLines = fields.map(([name, value]) => `  --form-string ${shellQuote(`${name}=${value}`)} \\`);
  return `#!/bin/sh
# Storage Advisor: run the fio job file and upload the result.
# Usage: sh ${fioScriptFileName(target.jobFileName)} DIRECTORY [JOB_FILE]
#   DIRECTORY  a new, empty directory on the storage to measure (created if missing)
#   JOB_FILE   default ${target.jobFileName}, next to this script
# Environment: SA_SERVER (default ${target.serverUrl}), SA_FIO_OUTPUT (default fio-result.json).
set -eu

if [ "$#" -lt 1 ]; then
  echo "usage: sh $0 DIRECTORY [JOB_FILE]" >&2
  exit 2
fi
${FIO_DIR_VARIABLE}=$1
JOB_FILE=\${2:-$(dirname "$0")/${target.jobFileName}}
SERVER=\${SA_SERVER:-${shellQuote(target.serverUrl)}}
OUTPUT=\${SA_FIO_OUTPUT:-fio-result.json}

command -v fio >/dev/null 2>&1 || { echo "fio is not installed (Debian/Ubuntu: apt-get install fio; Amazon Linux: dnf install fio)" >&2; exit 1; }
command -v curl >/dev/null 2>&1 || { echo "curl is not installed" >&2; exit 1; }
[ -r "$JOB_FILE" ] || { echo "cannot read the job file $JOB_FILE" >&2; exit 2; }

mkdir -p "$${FIO_DIR_VARIABLE}"
export ${FIO_DIR_VARIABLE}
echo "Running fio in $${FIO_DIR_VARIABLE} (this measures the storage; it can take a while)..." >&2
fio --output-format=json+ --output="$OUTPUT" "$JOB_FILE"

echo "Uploading $OUTPUT to $SERVER ..." >&2
RESPONSE=$(mktemp)
STATUS=$(curl -sS -o "$RESPONSE" -w '%{http_code}' \\
  -F "file=@$OUTPUT;type=application/json" \\
${formLines.join("\n")}${formLines.length > 0 ? "\n" : ""}  "$SERVER/api/v1/results") || STATUS=000
cat "$RESPONSE"
echo
rm -f "$RESPONSE"
case "$STATUS" in
  2??) echo "Uploaded: open the url above to see the measurement beside the model." >&2 ;;
  *) echo "Upload failed (HTTP $STATUS); the fio result is kept in $OUTPUT." >&2; exit 1 ;;
esac
`;
}
