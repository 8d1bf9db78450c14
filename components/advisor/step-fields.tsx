"use client";

import { useState } from "react";
import { type AnswerField } from "@/lib/advisor/answers";
import { fileSizeAfterProfilePick } from "@/lib/advisor/file-profile-pick";
import { ChoiceField, NumberField, SelectField } from "./fields";
import { FIELDS, type StepSpec } from "./steps";

export interface StepFieldsProps {
  step: StepSpec;
  values: Partial<Record<AnswerField, string>>;
  errors: Partial<Record<string, string>>;
  regions: { value: string; label: string }[];
}

/** The files step: picking a profile fills in its typical size unless the user typed one. */
function FilesFields({ values, errors }: Omit<StepFieldsProps, "step" | "regions">) {
  const [profile, setProfile] = useState(values.fileProfile ?? "mixed");
  const [size, setSize] = useState(values.fileSize ?? "");
  const [unit, setUnit] = useState(values.fileSizeUnit ?? "MiB");
  const pick = (value: string) => {
    const next = fileSizeAfterProfilePick(profile, { fileSize: size, fileSizeUnit: unit }, value);
    setProfile(value);
    setSize(next.fileSize);
    setUnit(next.fileSizeUnit);
  };
  const sizeSpec = FIELDS.fileSize;
  const unitSpec = FIELDS.fileSizeUnit;
  const countSpec = FIELDS.fileCount;
  return (
    <>
      {FIELDS.fileProfile.kind === "choice" ? (
        <ChoiceField
          name="fileProfile"
          spec={FIELDS.fileProfile}
          value={profile}
          onChange={pick}
          error={errors.fileProfile}
        />
      ) : null}
      <div className="advisor-inline">
        {sizeSpec.kind === "number" ? (
          <NumberField name="fileSize" spec={sizeSpec} value={size} onChange={setSize} error={errors.fileSize} />
        ) : null}
        {unitSpec.kind === "select" ? (
          <SelectField
            name="fileSizeUnit"
            spec={unitSpec}
            value={unit}
            onChange={setUnit}
            error={errors.fileSizeUnit}
          />
        ) : null}
      </div>
      {countSpec.kind === "number" ? (
        <NumberField name="fileCount" spec={countSpec} value={values.fileCount ?? ""} error={errors.fileCount} />
      ) : null}
    </>
  );
}

/** The controls of one step, each showing the current answer and its error. */
export function StepFields({ step, values, errors, regions }: StepFieldsProps) {
  if (step.id === "files") return <FilesFields values={values} errors={errors} />;
  return (
    <>
      {step.fields.map((field) => {
        const value = values[field] ?? "";
        if (field === "region") {
          return (
            <SelectField
              key={field}
              name="region"
              spec={{ kind: "select", label: "Region", help: "Prices differ by Region.", choices: regions }}
              value={value}
              error={errors.region}
            />
          );
        }
        const spec = FIELDS[field];
        switch (spec.kind) {
          case "number":
            return <NumberField key={field} name={field} spec={spec} value={value} error={errors[field]} />;
          case "choice":
            return <ChoiceField key={field} name={field} spec={spec} value={value} error={errors[field]} />;
          case "select":
            return <SelectField key={field} name={field} spec={spec} value={value} error={errors[field]} />;
        }
      })}
    </>
  );
}
