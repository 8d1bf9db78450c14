import { ApiError } from "@/server/api/errors";

export function resultNotFound(id: string): ApiError {
  return new ApiError("not_found", `No uploaded result has the id ${JSON.stringify(id.slice(0, 100))}.`, "id");
}
