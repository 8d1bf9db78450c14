import { PROFILE_FILE_SIZE, type FileProfile } from "./answers";

export interface FileSizeAnswer {
  fileSize: string;
  fileSizeUnit: string;
}

/**
 * The file size shown after the user picks a file profile (issue 40, point 5). A profile
 * fills in its typical size only where the size is still empty or is still the typical size
 * of the profile picked before: a size the user typed is their answer and is kept.
 */
export function fileSizeAfterProfilePick(previous: string, current: FileSizeAnswer, picked: string): FileSizeAnswer {
  const typical = PROFILE_FILE_SIZE[picked as FileProfile];
  if (!typical) return current;
  if (current.fileSize.trim() !== "" && !isTypicalOf(previous, current)) return current;
  return { fileSize: String(typical.fileSize), fileSizeUnit: typical.fileSizeUnit };
}

function isTypicalOf(profile: string, answer: FileSizeAnswer): boolean {
  const typical = PROFILE_FILE_SIZE[profile as FileProfile];
  if (!typical) return false;
  return Number(answer.fileSize) === typical.fileSize && answer.fileSizeUnit === typical.fileSizeUnit;
}
