import fsp from 'node:fs/promises';

/** The names in a folder; none when the folder does not exist (any other error is thrown). */
export async function namesInFolder(dir: string): Promise<string[]> {
  try {
    return await fsp.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
