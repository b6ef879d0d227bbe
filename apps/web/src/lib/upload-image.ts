import { type ApiError as ApiErrorBody, type UploadAnswer } from '@tgde/contracts';
import { getAccessToken } from './access-token';
import { ApiError, buildUrl, isOffline, offlineWriteError, reportAuthFailure } from './api';

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size of the request. */
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** What an upload form shows while it is sent (ImagePicker's progress bar). */
export interface UploadState {
  /** What is happening now, e.g. "Uploading image" or "Saving the photo". */
  label: string;
  /** 0 to 1; null when the size is unknown or the server is working (indeterminate bar). */
  fraction: number | null;
}

/** 0 to 1, or null when the size is unknown (the bar is then shown as indeterminate). */
export function progressFraction({ loaded, total }: UploadProgress): number | null {
  if (total <= 0) return null;
  return Math.min(1, Math.max(0, loaded / total));
}

/** What an upload form shows for the progress so far: its step's label and the bar's fraction. */
export function uploadStep(progress: UploadProgress): UploadState {
  const fraction = progressFraction(progress);
  // Once every byte is sent, the server still decodes and stores the image: no more percentages.
  if (fraction === 1) return { label: 'Processing the image', fraction: null };
  return { label: 'Uploading image', fraction };
}

/** The rejection of an upload that its signal cancelled (nobody is waiting for it any more). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

function isUploadAnswer(value: unknown): value is UploadAnswer {
  const data = (value as Partial<UploadAnswer> | null)?.data;
  return typeof data?.url === 'string' && data.url.length > 0;
}

/** Turns the finished request into the stored image's address, or the server's refusal. */
export function readUploadAnswer(status: number, responseText: string): { url: string } {
  const body = parse(responseText);
  if (status >= 200 && status < 300 && isUploadAnswer(body)) return { url: body.data.url };
  if (status >= 200 && status < 300) {
    throw new ApiError(status, null, 'The server did not say where it stored the image. Please try again.');
  }
  throw new ApiError(status, isErrorBody(body) ? body : null, `The server answered ${status}.`);
}

/**
 * POST /api/images with the file in the multipart field `image`. XMLHttpRequest rather than fetch
 * because only it reports upload progress in every browser we support (fetch has no upload events).
 * Resolves with the address of the stored image; rejects with an ApiError that carries the
 * server's {message, errors} (status 0 when the server could not be reached), or with an
 * AbortError DOMException when `signal` aborts. A 401/403 to a call sent with a token is also
 * reported to the session (lib/api.ts reportAuthFailure), which signs out.
 */
export function uploadImage(
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    if (isOffline()) {
      reject(offlineWriteError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.open('POST', buildUrl('/images'));
    xhr.setRequestHeader('accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    xhr.addEventListener('load', () => {
      done();
      try {
        resolve(readUploadAnswer(xhr.status, xhr.responseText));
      } catch (error) {
        // A refused token ends the session here too, as on every other protected call.
        if (token && error instanceof ApiError) reportAuthFailure(error);
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0, null, 'Could not reach the server. Check your connection and try again.'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    signal?.addEventListener('abort', abort);

    const form = new FormData();
    // A name keeps the part a file part even for a Blob; the server reads the content, not the name.
    form.append('image', file, file instanceof File ? file.name : 'image');
    xhr.send(form);
  });
}
