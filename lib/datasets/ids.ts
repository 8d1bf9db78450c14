import { z } from "zod";

/** Record ids: lower-case words joined by "-" or "." (dots let result ids read "system.workload"). */
export const ID_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
/** Dataset slugs double as file names (`<slug>.json`), so no dots. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const idSchema = z.string().regex(ID_PATTERN, "expected a lower-case id (a-z, 0-9, '-' and '.')");
export const slugSchema = z.string().regex(SLUG_PATTERN, "expected a kebab-case slug");

/** Free key/value configuration that has no dedicated field. */
export const propertiesSchema = z.record(z.string().min(1), z.union([z.string(), z.number(), z.boolean()]));
