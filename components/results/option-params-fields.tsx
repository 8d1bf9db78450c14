"use client";

import { useId } from "react";
import type { OptionChoice, OptionField } from "./option-fields";

/** The selected option's configuration fields (size, provisioned IOPS / throughput, ...). All optional. */
export function OptionParamsFields({
  option,
  values,
  onChange,
}: {
  option: OptionChoice;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  const baseId = useId();
  if (option.fields.length === 0) return <p className="muted">{option.label} has no configuration to record.</p>;
  return (
    <fieldset className="option-params">
      <legend>{option.label}: configuration (optional)</legend>
      {option.fields.map((field) => (
        <FieldInput
          key={field.name}
          id={`${baseId}-${field.name}`}
          field={field}
          value={values[field.name] ?? ""}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
    </fieldset>
  );
}

function FieldInput({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: OptionField;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {field.kind === "number" ? (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={field.integer ? 1 : "any"}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          placeholder={field.placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder ? `not set (${field.placeholder})` : "not set"}</option>
          {(field.kind === "boolean" ? ["true", "false"] : field.choices).map((choice) => (
            <option key={choice} value={choice}>
              {field.kind === "boolean" ? (choice === "true" ? "yes" : "no") : choice}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
