import type { JsonSchema } from "@/server/api/openapi";

/** A JSON Schema's type in a few words: "integer (1-366, default 30)", "one of: a, b", "object". */
export function typeInWords(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(union)) return union.map(typeInWords).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : String(schema.type ?? "any");
  const items =
    type === "array" && schema.items && typeof schema.items === "object"
      ? ` of ${typeInWords(schema.items as JsonSchema)}`
      : "";
  const bounds = [
    schema.minimum ?? schema.minLength ?? schema.minItems,
    schema.maximum ?? schema.maxLength ?? schema.maxItems,
  ];
  const range = bounds.some((b) => b !== undefined) ? `${bounds[0] ?? ""}-${bounds[1] ?? ""}` : "";
  const extras = [
    range,
    schema.pattern ? `pattern ${String(schema.pattern)}` : "",
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : "",
  ].filter(Boolean);
  return `${type}${items}${extras.length > 0 ? ` (${extras.join(", ")})` : ""}`;
}

/** The top-level fields of an object schema as a table, the whole schema below it. */
export function SchemaFields({ schema }: { schema: JsonSchema }) {
  const forms = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (Array.isArray(forms) && schema.properties === undefined) {
    return (
      <>
        {forms.map((form, i) => (
          <div key={i}>
            <p className="muted">{schema.allOf ? "And:" : i === 0 ? "Either:" : "Or:"}</p>
            <SchemaFields schema={form} />
          </div>
        ))}
      </>
    );
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  if (Object.keys(properties).length === 0)
    return <p>{typeof schema.description === "string" ? schema.description : typeInWords(schema)}</p>;
  return (
    <>
      {typeof schema.description === "string" ? <p>{schema.description}</p> : null}
      <div className="table-scroll" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th>Field</th>
              <th>Type</th>
              <th>Required</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(properties).map(([name, field]) => (
              <tr key={name}>
                <td>
                  <code>{name}</code>
                </td>
                <td>{typeInWords(field)}</td>
                <td>{required.has(name) && field.default === undefined ? "yes" : "no"}</td>
                <td>{typeof field.description === "string" ? field.description : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
