import type { CliIo } from "@/cli/command";

/** A CLI io that keeps what a command printed, one line per call. */
export function captureIo(): CliIo & { out: string; err: string } {
  const io = {
    out: "",
    err: "",
    stdout: (text: string) => {
      io.out += `${text}\n`;
    },
    stderr: (text: string) => {
      io.err += `${text}\n`;
    },
  };
  return io;
}
