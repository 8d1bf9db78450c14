"use client";

import { useId } from "react";
import { NOTES_MAX_CHARS, OTHER_OPTION_MAX_CHARS } from "@/lib/validations/results";
import type { OptionChoice } from "./option-fields";
import { OptionParamsFields } from "./option-params-fields";
import type { LabelsState } from "./upload-client";

/** What the test ran on. Applies to every file saved in this batch; all fields are optional. */
export function LabelsFieldset({
  options,
  labels,
  onChange,
}: {
  options: OptionChoice[];
  labels: LabelsState;
  onChange: (labels: LabelsState) => void;
}) {
  const id = useId();
  const set = (patch: Partial<LabelsState>) => onChange({ ...labels, ...patch });
  const option = options.find((o) => o.id === labels.optionId);
  return (
    <fieldset className="labels">
      <legend>What did these tests run on? (optional, applies to every file saved)</legend>
      <div className="field">
        <label htmlFor={`${id}-option`}>Storage option</label>
        <select
          id={`${id}-option`}
          value={labels.optionId}
          onChange={(event) => set({ optionId: event.target.value, params: {} })}
        >
          <option value="">not saying</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
          <option value="other">Other (not in this list)</option>
        </select>
      </div>
      {option ? (
        <OptionParamsFields
          option={option}
          values={labels.params}
          onChange={(name, value) => set({ params: { ...labels.params, [name]: value } })}
        />
      ) : null}
      {labels.optionId === "other" ? (
        <div className="field">
          <label htmlFor={`${id}-other`}>What storage was it?</label>
          <input
            id={`${id}-other`}
            type="text"
            maxLength={OTHER_OPTION_MAX_CHARS}
            placeholder="e.g. local NVMe on i4i.large"
            value={labels.otherOption}
            onChange={(event) => set({ otherOption: event.target.value })}
          />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-region`}>AWS region</label>
        <input
          id={`${id}-region`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. us-east-2"
          value={labels.region}
          onChange={(event) => set({ region: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-instance`}>Client instance type</label>
        <input
          id={`${id}-instance`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. c5n.18xlarge"
          value={labels.instanceType}
          onChange={(event) => set({ instanceType: event.target.value })}
        />
      </div>
      <div className="field field-wide">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={NOTES_MAX_CHARS}
          value={labels.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
