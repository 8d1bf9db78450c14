export { API_ROUTES } from "./routes";
export {
  buildOpenApiDocument,
  errorsByStatus,
  GUARD_ERROR_CODES,
  OPENAPI_VERSION,
  openApiPath,
  operationErrorCodes,
  operationId,
  toJsonSchema,
} from "./document";
export { HTTP_METHODS, type ApiOperation, type ApiRoute, type HttpMethod, type JsonSchema } from "./types";
