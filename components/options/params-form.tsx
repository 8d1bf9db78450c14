"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition, type FormEvent } from "react";
import { CustomWorkloadFields } from "@/components/compare/custom-workload-fields";
import type { OptionField } from "@/components/results/option-fields";
import { CUSTOM_WORKLOAD, DEFAULT_CUSTOM, OP_PARAMS, type CustomWorkload } from "@/lib/compare/view";

/** The operation fields: one value per row, so a blank one is kept to keep the rows in step. */
const ROW_FIELDS: ReadonlySet<string> = new Set(Object.values(OP_PARAMS));

interface Choice {
  id: string;
  label: string;
}

interface Props {
  action: string;
  optionLabel: string;
  presets: Choice[];
  regions: string[];
  preset: string;
  region: string;
  fields: OptionField[];
  values: Record<string, string>;
  /** The custom workload when the view has one (the compare form's fields). */
  custom: CustomWorkload | null;
  customIssues: string[];
  /** Context the page was opened with (from a /compare point) that the form does not ask: kept on submit. */
  kept?: { times: number | null; client: string | null; snapshot: string | null; units?: string };
}

/**
 * The workload and the option's parameters as a GET form: the state lives in the URL.
 * It works without JavaScript (a plain GET); with it, empty fields are left out of the
 * URL and the page updates in place.
 */
export function ParamsForm({
  action,
  optionLabel,
  presets,
  regions,
  preset,
  region,
  fields,
  values,
  custom,
  customIssues,
  kept,
}: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [workload, setWorkload] = useState(preset);
  const baseId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      // append: the custom workload's operation fields repeat, one value per row (a blank
      // one left out would move the next row's value, an I/O size or directories, up a row).
      if (typeof value === "string" && (value.trim() !== "" || ROW_FIELDS.has(name))) query.append(name, value.trim());
    }
    startTransition(() => router.push(`${action}?${query.toString()}`, { scroll: false }));
  }

  return (
    <form method="get" action={action} onSubmit={submit} className="option-form" aria-busy={pending}>
      <fieldset className="option-params">
        <legend>Preset and region</legend>
        <div className="field field-wide">
          <label htmlFor={`${baseId}-workload`}>Workload preset</label>
          <select
            id={`${baseId}-workload`}
            name="workload"
            value={workload}
            onChange={(event) => setWorkload(event.target.value)}
          >
            {presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
            <option value={CUSTOM_WORKLOAD}>Custom workload (your own sizes and operations)</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${baseId}-region`}>Region</label>
          <select id={`${baseId}-region`} name="region" defaultValue={region}>
            {(regions.includes(region) ? regions : [region, ...regions]).map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {kept?.times != null ? <input type="hidden" name="times" value={kept.times} /> : null}
      {kept?.client != null ? <input type="hidden" name="client" value={kept.client} /> : null}
      {kept?.snapshot != null ? <input type="hidden" name="snapshot" value={kept.snapshot} /> : null}
      {kept?.units !== undefined && kept.units !== "auto" ? (
        <input type="hidden" name="units" value={kept.units} />
      ) : null}
      {workload === CUSTOM_WORKLOAD ? (
        <CustomWorkloadFields custom={custom ?? DEFAULT_CUSTOM} issues={customIssues} />
      ) : null}
      {fields.length > 0 ? (
        <fieldset className="option-params">
          <legend>{optionLabel}: parameters (empty: the default, sized to the workload)</legend>
          {fields.map((field) => (
            <ParamField
              key={field.name}
              id={`${baseId}-${field.name}`}
              field={field}
              value={values[field.name] ?? ""}
            />
          ))}
        </fieldset>
      ) : (
        <p className="muted">{optionLabel} has no parameters to set.</p>
      )}
      <button type="submit" disabled={pending}>
        {pending ? "Estimating…" : "Estimate"}
      </button>
    </form>
  );
}

function ParamField({ id, field, value }: { id: string; field: OptionField; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {field.kind === "number" ? (
        <input
          id={id}
          name={field.name}
          type="number"
          inputMode="decimal"
          step={field.integer ? 1 : "any"}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          placeholder={field.placeholder}
          defaultValue={value}
        />
      ) : (
        <select id={id} name={field.name} defaultValue={value}>
          <option value="">
            {field.placeholder ? `default (${field.placeholder.replace(/^default /, "")})` : "default"}
          </option>
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
