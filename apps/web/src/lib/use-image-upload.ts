import { useEffect, useRef, useState } from 'react';
import { uploadImage, uploadStep, type UploadState } from './upload-image';

/**
 * An image upload (POST /api/images) started by a form's submit, with the progress the form shows
 * meanwhile. Leaving the page cancels an upload nobody will see finish: `upload` then rejects with
 * an AbortError (isAbortError), which the form ignores.
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<UploadState | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  /**
   * Sends the file; resolves with the stored image's address. `nextStep` names what the form does
   * with it next (e.g. "Saving the photo"), shown until `done`.
   */
  const upload = async (file: File, nextStep: string): Promise<string> => {
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ label: 'Uploading image', fraction: 0 });
    try {
      const { url } = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (sent) => setProgress(uploadStep(sent)),
      });
      setProgress({ label: nextStep, fraction: null });
      return url;
    } finally {
      abortRef.current = null;
    }
  };

  /** The submit is over, however it ended: no more progress to show. */
  const done = () => setProgress(null);

  return { progress, upload, done };
}
