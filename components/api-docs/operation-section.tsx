import type { JsonSchema } from "@/server/api/openapi";
import { SchemaFields, typeInWords } from "./schema-fields";

type Media = Record<string, { schema?: JsonSchema }>;
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: JsonSchema }[];
  requestBody?: { description: string; required: boolean; content: Media };
  responses: Record<string, { description: string; content?: Media }>;
}

function FullSchema({ schema }: { schema: JsonSchema }) {
  return (
    <details>
      <summary>JSON Schema</summary>
      <pre>{JSON.stringify(schema, null, 2)}</pre>
    </details>
  );
}

function Content({ content }: { content: Media }) {
  return (
    <>
      {Object.entries(content).map(([type, media]) => (
        <div key={type}>
          <p>
            <code>{type}</code>
          </p>
          {media.schema ? (
            <>
              <SchemaFields schema={media.schema} />
              <FullSchema schema={media.schema} />
            </>
          ) : null}
        </div>
      ))}
    </>
  );
}

function Parameters({ parameters }: { parameters: NonNullable<Operation["parameters"]> }) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th>Parameter</th>
            <th>In</th>
            <th>Type</th>
            <th>Required</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((p) => (
            <tr key={`${p.in}:${p.name}`}>
              <td>
                <code>{p.name}</code>
              </td>
              <td>{p.in}</td>
              <td>{typeInWords(p.schema)}</td>
              <td>{p.required ? "yes" : "no"}</td>
              <td>{p.description ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An error response: its codes, each with what it means (the description holds one line a code). */
function ErrorCodes({ description }: { description: string }) {
  return (
    <ul>
      {description.split("\n").map((line) => {
        const match = /^`([a-z_0-9]+)`: (.*)$/.exec(line);
        return (
          <li key={line}>
            {match ? (
              <>
                <code>{match[1]}</code>: {match[2]}
              </>
            ) : (
              line
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One method of one path: parameters, body, answers and error codes, as the OpenAPI document has them. */
export function OperationSection({ method, path, operation }: { method: string; path: string; operation: Operation }) {
  const responses = Object.entries(operation.responses);
  const success = responses.filter(([status]) => Number(status) < 400);
  const errors = responses.filter(([status]) => Number(status) >= 400);
  return (
    <section id={operation.operationId}>
      <h3>
        <code>
          {method.toUpperCase()} {path}
        </code>
      </h3>
      <p>{operation.summary}</p>
      {operation.description ? <p className="muted">{operation.description}</p> : null}
      {operation.parameters && operation.parameters.length > 0 ? (
        <Parameters parameters={operation.parameters} />
      ) : null}
      {operation.requestBody ? (
        <>
          <h4>Body{operation.requestBody.required ? "" : " (optional)"}</h4>
          <p>{operation.requestBody.description}</p>
          <Content content={operation.requestBody.content} />
        </>
      ) : null}
      <h4>Answers</h4>
      {success.map(([status, response]) => (
        <div key={status}>
          <p>
            <strong>{status}</strong> {response.description}
          </p>
          {response.content ? <Content content={response.content} /> : null}
        </div>
      ))}
      <h4>Errors</h4>
      <p className="muted">
        Each as <code>{"{error: {code, message, path}}"}</code> with the status below.
      </p>
      <div className="table-scroll" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th className="num">Status</th>
              <th>Codes</th>
            </tr>
          </thead>
          <tbody>
            {errors.map(([status, response]) => (
              <tr key={status}>
                <td className="num">{status}</td>
                <td>
                  <ErrorCodes description={response.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
