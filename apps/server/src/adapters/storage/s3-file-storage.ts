import type { FileStorage } from './file-storage';
import { checkedKey } from './file-storage';
import { sha256Hex, signS3Request, type S3Credentials } from './s3-signature';

export interface S3StorageConfig extends S3Credentials {
  /** The store's address, e.g. https://s3.ap-southeast-2.amazonaws.com or a MinIO URL. */
  endpoint: string;
  bucket: string;
}

/** A key's path segments as S3 signs them: each URI-encoded, slashes kept. */
const encodedKey = (key: string) => checkedKey(key).split('/').map(encodeURIComponent).join('/');

/**
 * Uploaded files in an S3-compatible object store (production's choice; the local folder is the
 * embedded default). Path-style addresses (`endpoint/bucket/key`), which AWS and every compatible store
 * accept; each request signed with Signature Version 4.
 */
export function createS3FileStorage(config: S3StorageConfig): FileStorage {
  const endpoint = new URL(config.endpoint);
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) => {
    const path = `${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}/${encodedKey(key)}`;
    const unsigned: Record<string, string> = { host: endpoint.host, ...(contentType ? { 'content-type': contentType } : {}) };
    const headers = signS3Request({ method, path, headers: unsigned, payloadHash: sha256Hex(body ?? '') }, config, new Date());
    // fetch sets Host itself, from the URL: the same value as signed.
    const { host: _host, ...sent } = headers;
    return fetch(new URL(path, endpoint), { method, headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
  };
  const refused = async (what: string, response: Response) =>
    new Error(`S3 ${what} answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`);
  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw await refused(`PUT ${key}`, response);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await refused(`GET ${key}`, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 for a delete, also of a key that is not there.
      if (!response.ok && response.status !== 404) throw await refused(`DELETE ${key}`, response);
    },
  };
}
