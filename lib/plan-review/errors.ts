import { AppError } from "@/lib/errors/app-error";
import type { ErrorCode } from "@/lib/errors/codes";

/**
 * A plan or usage document the review cannot read: the code (lib/errors/codes.ts), a
 * message in words and the path inside the document (`planned_values.root_module.resources[3].values`).
 */
export class PlanReviewError extends AppError {
  declare readonly path: string;

  constructor(code: ErrorCode, message: string, path: string) {
    super(code, message, path);
    this.name = "PlanReviewError";
  }
}

export function planError(path: string, message: string): never {
  throw new PlanReviewError("invalid_plan", message, path);
}
