import { z } from "zod";
import { PRESET_IDS } from "./ids";

/** Kept apart from ids.ts so client components can use the ids without loading zod. */
export const presetIdSchema = z.enum(PRESET_IDS, {
  error: (issue) => `unknown workload preset ${JSON.stringify(issue.input)}; known presets: ${PRESET_IDS.join(", ")}`,
});
