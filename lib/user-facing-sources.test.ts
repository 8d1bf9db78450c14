import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Users see AWS's pages and public records as sources, never the team's own notes. Every
 * string the code can show (string literals and the text of template literals, in every
 * non-test source file) is checked for a name of those notes; comments are not shown and
 * are left out. A limit or message that needs a source names the AWS page instead.
 */
const ROOT = join(import.meta.dirname, "..");
const SHOWN_FOLDERS = /^(lib|server|app|components|cli)\//;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|\/testing\//;
const INTERNAL_NOTE = /facts file|facts §|\(facts\b|shared\/reference|aws-storage-facts|reference notes/i;

const STRING_NODES = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);

function shownSourceFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  return listed
    .split("\n")
    .filter((p) => SHOWN_FOLDERS.test(p) && SOURCE.test(p) && !TEST.test(p) && !p.startsWith("lib/generated/"))
    .filter((p) => existsSync(join(ROOT, p)));
}

/** The string texts of one file, with their line numbers, as TypeScript's own parser finds them. */
function stringsOf(text: string, jsx: boolean): { line: number; text: string }[] {
  const file = ts.createSourceFile(jsx ? "f.tsx" : "f.ts", text, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (STRING_NODES.has(node.kind)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push({ line, text: (node as ts.LiteralLikeNode).text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("user-facing sources", () => {
  it("reads strings and template text, not comments", () => {
    const sample = '// facts file\nconst a = "AWS page";\nconst b = `x ${a} (facts §3)`;\n';
    expect(stringsOf(sample, false).map((s) => s.text)).toEqual(["AWS page", "x ", " (facts §3)"]);
  });

  it("no string the code can show names the team's internal notes", () => {
    const offenders: string[] = [];
    for (const file of shownSourceFiles()) {
      const text = readFileSync(join(ROOT, file), "utf8");
      for (const s of stringsOf(text, file.endsWith(".tsx"))) {
        if (INTERNAL_NOTE.test(s.text)) offenders.push(`${file}:${s.line}: ${s.text.slice(0, 120)}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
