import { cache } from "react";
import { getDatasetBySlug, getDatasetSummaryBySlug } from "@/server/data/datasets/datasets";
import { getDb } from "@/server/db/client";

// One query per request however many sections (and generateMetadata) ask for the same dataset.
export const loadDatasetSummary = cache((slug: string) => getDatasetSummaryBySlug(getDb(), slug));
export const loadDatasetDetail = cache((slug: string) => getDatasetBySlug(getDb(), slug));
