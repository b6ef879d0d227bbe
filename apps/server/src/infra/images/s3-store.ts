import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config';
import { assertSafeName, isSafeName, type BucketStore } from './store';

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of the first `<name>` element in `xml` (S3's answers have no attributes or CDATA there). */
function xmlText(xml: string, name: string): string | undefined {
  const text = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  return text?.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity] ?? '');
}

/**
 * Images in an S3-compatible bucket, signed with SigV4. The bucket stays private: the server reads
 * the files back and serves them under /media/ itself, so pages keep one origin and one CSP.
 */
export function s3Store(settings: S3Settings, { listPageSize = 1000 } = {}): BucketStore {
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
    /*
     * ListObjects, a page at a time (S3 answers 1,000 keys at most; tests ask for fewer), each page
     * starting after the last key of the one before. Version 1 of the call, which AWS and the
     * S3-compatible servers all answer: s3rver, the tests' S3, cannot make version 2's continuation
     * tokens on Node.js 17 and newer (it encrypts them with DES, which OpenSSL 3 dropped).
     */
    async *list() {
      let marker = '';
      let more = true;
      while (more) {
        const query = new URLSearchParams({ prefix: settings.prefix, 'max-keys': String(listPageSize) });
        if (marker) query.set('marker', marker);
        const res = await client.fetch(`${endpoint}/${encodeURIComponent(settings.bucket)}?${query}`);
        const xml = await res.text();
        if (!res.ok) throw new Error(`S3 list of ${settings.bucket} answered ${res.status}: ${xml}`);
        let last = '';
        for (const [, entry = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          last = xmlText(entry, 'Key') ?? '';
          const name = last.slice(settings.prefix.length);
          const modified = xmlText(entry, 'LastModified');
          // Only the store's own names: a key in a "folder" under the prefix is someone else's.
          if (modified && isSafeName(name)) yield { name, modifiedAt: new Date(modified) };
        }
        // A page that says there is more but names no key would only be asked for again.
        more = xmlText(xml, 'IsTruncated') === 'true' && last !== '';
        marker = last;
      }
    },
    async delete(name) {
      assertSafeName(name);
      const res = await client.fetch(objectUrl(name), { method: 'DELETE' });
      // S3 answers 204 whether or not the key was there.
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${name} answered ${res.status}`);
    },
  };
}
