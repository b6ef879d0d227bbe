import { AwsClient } from 'aws4fetch';
import { assertSafeName, type BucketStore } from './store';

export interface S3Settings {
  bucket: string;
  region: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 address; unset: AWS for the region. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. "media/". */
  prefix: string;
}

/**
 * Images in an S3-compatible bucket, signed with SigV4. The bucket stays private: the server reads
 * the files back and serves them under /media/ itself, so pages keep one origin and one CSP.
 */
export function s3Store(settings: S3Settings): BucketStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const endpoint = (settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`).replace(/\/$/, '');
  // Path-style addressing works with AWS and every S3-compatible server.
  const objectUrl = (name: string) =>
    `${endpoint}/${encodeURIComponent(settings.bucket)}/${settings.prefix}${encodeURIComponent(name)}`;

  return {
    kind: 's3',
    async put(name, data) {
      assertSafeName(name);
      const res = await client.fetch(objectUrl(name), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: {
          'content-type': name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      if (!res.ok) throw new Error(`S3 PUT ${name} answered ${res.status}: ${await res.text()}`);
    },
    async get(name) {
      try {
        assertSafeName(name);
      } catch {
        return null;
      }
      const res = await client.fetch(objectUrl(name));
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok) throw new Error(`S3 GET ${name} answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async has(name) {
      try {
        assertSafeName(name);
      } catch {
        return false;
      }
      const res = await client.fetch(objectUrl(name), { method: 'HEAD' });
      return res.ok;
    },
  };
}
