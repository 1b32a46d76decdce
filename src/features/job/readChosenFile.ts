import { FILE_SIGNATURE_BYTES } from '../../../contract/jobs';
import type { ChosenFile } from '../../../machines/jobApplicationMachine';

/** A selected file with its first bytes, which tell what it really is (not its name). */
export async function readChosenFile(file: File): Promise<ChosenFile<File>> {
  const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  return { file, name: file.name, size: file.size, head };
}
