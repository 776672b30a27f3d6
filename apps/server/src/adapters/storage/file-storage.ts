import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where uploaded files live. The local-folder implementation is the embedded default; an
 * S3-compatible one implements the same three calls in production.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)*$/;

export function checkedKey(key: string): string {
  // Keys are built by the server from ids and uuids; anything else is a bug, never a path to follow.
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files under one folder, one file per key (key segments become sub-folders). */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const fileOf = (key: string) => path.join(rootDir, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** `${dataDir}/files`; an in-memory database (tests) gets a fresh temporary folder instead. */
export function filesDirectory(dataDir: string): string {
  if (dataDir === 'memory://') return path.join(tmpdir(), `driller-files-${process.pid}-${Date.now()}`);
  return path.resolve(dataDir, 'files');
}
