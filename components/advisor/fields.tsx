import type { FieldSpec } from "./steps";

/**
 * The wizard's form controls: native inputs, radios and selects with a visible label, a
 * line of help and an error tied to the control (aria-describedby), so they work with the
 * keyboard alone (Tab, arrow keys in radio groups, typing) and with screen readers.
 */

interface FieldProps<K extends FieldSpec["kind"]> {
  name: string;
  spec: Extract<FieldSpec, { kind: K }>;
  error?: string | undefined;
}

function describedBy(name: string, help: string | undefined, error: string | undefined): string | undefined {
  const ids = [help ? `f-${name}-help` : null, error ? `f-${name}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="advisor-error" id={`f-${name}-error`}>
      {error}
    </p>
  );
}

export function NumberField({
  name,
  spec,
  error,
  value,
  onChange,
}: FieldProps<"number"> & { value: string; onChange?: (value: string) => void }) {
  return (
    <div className="field advisor-field">
      <label htmlFor={`f-${name}`}>
        {spec.label}
        {spec.unit ? <span className="muted"> ({spec.unit})</span> : null}
        {spec.optional ? <span className="muted"> (optional)</span> : null}
      </label>
      <input
        id={`f-${name}`}
        name={name}
        type="number"
        inputMode={spec.step === 1 ? "numeric" : "decimal"}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        required={!spec.optional}
        placeholder={spec.placeholder}
        {...(onChange ? { value, onChange: (e) => onChange(e.target.value) } : { defaultValue: value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, spec.help, error)}
      />
      <p className="muted advisor-help" id={`f-${name}-help`}>
        {spec.help}
      </p>
      <FieldError name={name} error={error} />
    </div>
  );
}

export function ChoiceField({
  name,
  spec,
  error,
  value,
  onChange,
}: FieldProps<"choice"> & { value: string; onChange?: (value: string) => void }) {
  return (
    <fieldset className="advisor-choices" aria-describedby={describedBy(name, spec.help, error)}>
      <legend>{spec.label}</legend>
      {spec.help ? (
        <p className="muted advisor-help" id={`f-${name}-help`}>
          {spec.help}
        </p>
      ) : null}
      {spec.choices.map((choice) => (
        <div className="advisor-choice" key={choice.value}>
          <input
            type="radio"
            id={`f-${name}-${choice.value}`}
            name={name}
            value={choice.value}
            {...(onChange
              ? { checked: value === choice.value, onChange: () => onChange(choice.value) }
              : { defaultChecked: value === choice.value })}
            aria-describedby={`f-${name}-${choice.value}-help`}
          />
          <label htmlFor={`f-${name}-${choice.value}`}>{choice.label}</label>
          <p className="muted advisor-help" id={`f-${name}-${choice.value}-help`}>
            {choice.help}
          </p>
        </div>
      ))}
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

export function SelectField({
  name,
  spec,
  error,
  value,
  onChange,
}: FieldProps<"select"> & { value: string; onChange?: (value: string) => void }) {
  return (
    <div className="field advisor-field">
      <label htmlFor={`f-${name}`}>{spec.label}</label>
      <select
        id={`f-${name}`}
        name={name}
        {...(onChange ? { value, onChange: (e) => onChange(e.target.value) } : { defaultValue: value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, spec.help, error)}
      >
        {spec.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {spec.help ? (
        <p className="muted advisor-help" id={`f-${name}-help`}>
          {spec.help}
        </p>
      ) : null}
      <FieldError name={name} error={error} />
    </div>
  );
}
