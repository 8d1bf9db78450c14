import { execFileSync, spawnSync } from "node:child_process";

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
 * runs took seconds, and on 2026-11-25 three attempts in a row did. The cause was the job
 * generator's: jobs sharing one file as forked processes, the first to end unlinked it
 * and fio spun (lib/workloads/fio-job.ts now runs them as threads). Should a run stall
 * anyway, it is killed and started again, at most FIO_ATTEMPTS times in all; any other
 * failure is reported at once.
 */
export function runRealFio(args: string[], env: Record<string, string> = {}): string {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(FIO, args, {
        encoding: "utf8",
        env: { ...process.env, ...env },
        timeout: FIO_TIMEOUT_MS,
        killSignal: "SIGKILL",
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ETIMEDOUT") throw error;
      killLeftJobs(args);
      if (attempt >= FIO_ATTEMPTS) throw error;
    }
  }
}

/**
 * fio forks a process per job: killing fio on a timeout leaves them running (one spun at
 * full CPU for 21 minutes after a CI run). They are found by the job file on their command
 * line, which is unique to the test's temporary directory.
 */
function killLeftJobs(args: string[]): void {
  const jobFile = args.at(-1);
  if (jobFile === undefined || !jobFile.startsWith("/")) return;
  spawnSync("pkill", ["-KILL", "-f", jobFile.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")], { stdio: "ignore" });
}
