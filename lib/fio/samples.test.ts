import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { REAL_FIO_3_33_ERROR_ONLY, REAL_FIO_3_34_RANDREAD } from "./samples";

it("the embedded samples are the fixture files, byte for byte", () => {
  const dir = join(__dirname, "../../fixtures/fio");
  expect(REAL_FIO_3_34_RANDREAD).toBe(readFileSync(join(dir, "fio-3.34_randread_leading_text_signal.json"), "utf8"));
  expect(REAL_FIO_3_33_ERROR_ONLY).toBe(readFileSync(join(dir, "generated/fio-3.33_read_error_only.json"), "utf8"));
});
