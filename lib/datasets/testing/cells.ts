import { describe, expect, it } from "vitest";
import type { Dataset, ReportedValue } from "../schema";
import { readArticle, squash, textAfter } from "./articles";
import { expectReportedValue, loadShippedDataset } from "./datasets";

/**
 * Test support only. A cell is one figure transcribed by hand from an article: where it
 * is printed (an anchor shortly before it), the printed string, and the value the
 * dataset must hold after conversion.
 */
export interface ArticleCell {
  anchor: string;
  printed: string;
  expected: ReportedValue;
  actual: (dataset: Dataset) => ReportedValue | undefined;
  /** The dataset's asReported text for the figure, when it has one. */
  reported?: (dataset: Dataset) => string | undefined;
}

const ANCHOR_WINDOW_CHARS = 300;

export interface ArticleSource {
  articleFile: string;
  slug: string;
  /** From resolveArticlesDir(process.env); undefined skips the article-text half. */
  articlesDir: string | undefined;
}

export function describeArticleCells(
  title: string,
  source: ArticleSource,
  cells: readonly ArticleCell[],
  minimum = 3,
): void {
  const { articleFile, articlesDir } = source;
  const dataset = loadShippedDataset(source.slug);
  const named = cells.map((c) => [`${c.printed} (after "${c.anchor}")`, c] as const);

  describe(title, () => {
    it(`samples at least ${minimum} cells`, () => {
      expect(cells.length).toBeGreaterThanOrEqual(minimum);
    });

    it.each(named)("dataset holds %s", (_, c) => {
      expectReportedValue(c.actual(dataset), c.expected);
      if (c.reported) expect(squash(c.reported(dataset) ?? "")).toContain(squash(c.printed));
    });

    it.skipIf(articlesDir === undefined).each(named)(
      "article text prints %s [needs the articles, else skipped]",
      (_, c) => {
        const article = readArticle(articlesDir, articleFile);
        expect(textAfter(article, c.anchor, ANCHOR_WINDOW_CHARS)).toContain(c.printed);
      },
    );
  });
}
