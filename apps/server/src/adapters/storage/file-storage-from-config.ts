import type { Config } from '../../platform/config';
import { createLocalFileStorage, filesDirectory, type FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The configured file store: the local folder by default, an S3-compatible bucket when S3_BUCKET is set. */
export function createFileStorage(config: Config): FileStorage {
  return config.fileStorage.kind === 's3' ? createS3FileStorage(config.fileStorage) : createLocalFileStorage(filesDirectory(config.dataDir));
}
