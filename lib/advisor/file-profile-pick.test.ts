import { describe, expect, it } from "vitest";
import { fileSizeAfterProfilePick } from "./file-profile-pick";

describe("fileSizeAfterProfilePick", () => {
  it("fills in the typical size when none is typed", () => {
    expect(fileSizeAfterProfilePick("mixed", { fileSize: "", fileSizeUnit: "MiB" }, "small")).toEqual({
      fileSize: "16",
      fileSizeUnit: "KiB",
    });
  });

  it("replaces the previous profile's typical size, which the user did not type", () => {
    expect(fileSizeAfterProfilePick("mixed", { fileSize: "1", fileSizeUnit: "MiB" }, "large")).toEqual({
      fileSize: "256",
      fileSizeUnit: "MiB",
    });
  });

  it("keeps a size the user typed", () => {
    expect(fileSizeAfterProfilePick("mixed", { fileSize: "40", fileSizeUnit: "KiB" }, "large")).toEqual({
      fileSize: "40",
      fileSizeUnit: "KiB",
    });
    // The number of a typical size with another unit is typed too.
    expect(fileSizeAfterProfilePick("mixed", { fileSize: "1", fileSizeUnit: "KiB" }, "small")).toEqual({
      fileSize: "1",
      fileSizeUnit: "KiB",
    });
  });

  it("leaves the size alone for an unknown profile", () => {
    expect(fileSizeAfterProfilePick("mixed", { fileSize: "", fileSizeUnit: "MiB" }, "huge")).toEqual({
      fileSize: "",
      fileSizeUnit: "MiB",
    });
  });
});
