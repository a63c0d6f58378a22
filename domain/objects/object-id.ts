import { OBJECT_PATH_PREFIX, UPLOAD_PATH_PREFIX } from './upload-url-signer.js';

/** Object ids are server-generated UUIDs; nothing else is ever a key in ObjectStorage. */
const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isObjectId(value: string): boolean {
  return OBJECT_ID.test(value);
}

export function objectPathOf(objectId: string): string {
  return `${OBJECT_PATH_PREFIX}${objectId}`;
}

/**
 * The object id an image URL names, when it names one of this server's objects (docs/architecture.md §3: its
 * uploadURL or objectPath, query string ignored). A relative path, or an absolute URL on `ownOrigin`.
 * Anything else (another host, another path, a traversal) names no object.
 */
export function objectIdFromImageUrl(imageURL: string, ownOrigin?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(imageURL, 'http://this.server');
  } catch {
    return undefined;
  }
  const relative = imageURL.startsWith('/') && !imageURL.startsWith('//');
  if (!relative && url.origin !== ownOrigin) return undefined;
  for (const prefix of [OBJECT_PATH_PREFIX, UPLOAD_PATH_PREFIX]) {
    if (url.pathname.startsWith(prefix)) {
      const id = url.pathname.slice(prefix.length);
      return isObjectId(id) ? id : undefined;
    }
  }
  return undefined;
}

/**
 * The path of the photo an upload URL stores (the server keeps it under the URL's own id,
 * docs/decisions/021-upload-urls.md), as the upload widget reports the URL it sent to: absolute or relative,
 * query string ignored. Anything but an upload URL gives undefined.
 */
export function storedPathOfUploadUrl(uploadURL: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(uploadURL, 'http://this.server').pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(UPLOAD_PATH_PREFIX)) return undefined;
  const id = pathname.slice(UPLOAD_PATH_PREFIX.length);
  return isObjectId(id) ? objectPathOf(id) : undefined;
}
