import { execFileSync } from "node:child_process";

/** Debian's fio, which the tests run for real (`apt-get install fio`). */
export const FIO = "/usr/bin/fio";

/** A run of these small job files takes seconds; a stalled one is killed after this. */
const FIO_TIMEOUT_MS = 55_000;
const FIO_ATTEMPTS = 3;
/** For the tests that run fio: every attempt, with room to spare. */
export const REAL_FIO_TEST_TIMEOUT_MS = FIO_TIMEOUT_MS * FIO_ATTEMPTS + 15_000;

/**
 * Runs the real fio and returns its standard output. Once in a clean-clone run
 * (2026-11-24) a fio process stalled until the 170 s timeout while the same suite's other
 * runs took seconds: a stalled process is killed and started again, at most FIO_ATTEMPTS
 * times in all. Any other failure is reported at once.
 */
export function runRealFio(args: string[], env: Record<string, string> = {}): string {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(FIO, args, { encoding: "utf8", env: { ...process.env, ...env }, timeout: FIO_TIMEOUT_MS, killSignal: "SIGKILL", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ETIMEDOUT" || attempt >= FIO_ATTEMPTS) throw error;
    }
  }
}
