import { describe, expect, it } from "vitest";
import { COMMANDS } from "./index";

describe("command list", () => {
  it("names and summarises each command as its module does", async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load();
      expect(command.name).toBe(entry.name);
      expect(command.summary).toBe(entry.summary);
    }
    // Loading every command's modules (the database client, the AWS SDK) takes a while on a busy machine.
  }, 60_000);
});
