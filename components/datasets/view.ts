import { z } from "zod";
import { CHART_METRICS } from "@/lib/datasets/layout";

/**
 * The dataset page's view state, kept in the URL: `values` shows our converted values
 * or the article's own text; `chart` picks the charted metric where a workload has it.
 * Unknown values fall back to the defaults rather than failing the page.
 */
export const datasetViewSchema = z.object({
  values: z.enum(["converted", "as-reported"]).catch("converted"),
  chart: z.enum(CHART_METRICS).optional().catch(undefined),
});

export type DatasetView = z.infer<typeof datasetViewSchema>;
export type ValueMode = DatasetView["values"];

type SearchParams = Record<string, string | string[] | undefined>;

export function parseDatasetView(params: SearchParams): DatasetView {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return datasetViewSchema.parse({ values: first(params.values), chart: first(params.chart) });
}

/** The page's query string for a view, leaving defaults out so links stay short. */
export function viewQuery(view: DatasetView): string {
  const params = new URLSearchParams();
  if (view.values !== "converted") params.set("values", view.values);
  if (view.chart !== undefined) params.set("chart", view.chart);
  const query = params.toString();
  return query ? `?${query}` : "";
}
