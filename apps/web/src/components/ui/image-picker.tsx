import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useT } from '../../i18n/i18n-context';
import { formatBytes, IMAGE_ACCEPT } from '../../lib/image-file';
import { type UploadState } from '../../lib/upload-image';
import { FormField } from './form-field';

/** An object URL for the file, revoked when the file changes or the picker goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function PhotoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none" stroke="currentColor">
      <rect x="3" y="5" width="18" height="14" rx="2" strokeWidth="1.5" />
      <circle cx="8.5" cy="10" r="1.5" strokeWidth="1.5" />
      <path d="M21 16l-5-5-8 8" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function UploadProgress({ upload }: { upload: UploadState }) {
  const { sentence } = useT();
  const labelId = useId();
  const percent = upload.fraction === null ? null : Math.round(upload.fraction * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span id={labelId}>{sentence(upload.label)}</span>
        {percent !== null && <span aria-hidden="true">{percent}%</span>}
      </div>
      {/* Without a value the bar is indeterminate: the server is decoding and storing the image. */}
      <progress
        className="progress progress-primary w-full"
        aria-labelledby={labelId}
        max={100}
        value={percent ?? undefined}
      />
    </div>
  );
}

/**
 * "Choose an image, see it, see it upload": a labelled native file input (keyboard and screen
 * reader friendly as it is; files can also be dropped on it), a preview of the chosen file, and the
 * upload's progress. It is controlled: the form owns the file and its error message (pair it with
 * imageFileProblem() from lib/image-file for the client-side checks).
 */
export function ImagePicker({
  label,
  file,
  onChange,
  onBlur,
  error,
  hint,
  upload,
  disabled = false,
  name,
  ref,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  /** Shown while the image is on its way; null or undefined when idle. */
  upload?: UploadState | null;
  disabled?: boolean;
  name?: string;
  /** The file input, e.g. for react-hook-form to focus it when it is invalid. */
  ref?: Ref<HTMLInputElement>;
}) {
  const { t, sentence } = useT();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const previewUrl = useObjectUrl(file);

  // A form reset sets the file to null; the input must then forget its own selection too, or
  // choosing the same file again would fire no change event.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
  };

  const remove = () => {
    onChange(null);
    // The button that had focus disappears with the file; the chooser is the natural next step.
    inputRef.current?.focus();
  };

  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <div className="flex flex-col gap-3">
          <input
            {...control}
            ref={(node) => {
              inputRef.current = node;
              assignRef(ref, node);
            }}
            type="file"
            name={name}
            accept={IMAGE_ACCEPT}
            onChange={handleChange}
            onBlur={onBlur}
            disabled={disabled}
            className="file-input w-full aria-invalid:file-input-error"
          />
          {/* The box keeps its size with or without a preview, so the form does not jump. */}
          <div className="flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-box border border-dashed border-base-300 bg-base-200">
            {previewUrl && file ? (
              <img
                src={previewUrl}
                alt={t('Preview of {name}', { name: file.name })}
                className="h-full w-full object-contain"
              />
            ) : (
              <div className="flex flex-col items-center gap-2 px-4 text-center text-muted">
                <PhotoIcon />
                <span className="text-sm">{t('The preview of your image appears here.')}</span>
              </div>
            )}
          </div>
          {file && (
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate" title={file.name}>
                {file.name} <span className="text-muted">({formatBytes(file.size)})</span>
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-sm shrink-0"
                onClick={remove}
                disabled={disabled}
              >
                {t('Remove')}
                <span className="sr-only"> {file.name}</span>
              </button>
            </div>
          )}
          {upload && <UploadProgress upload={upload} />}
          {/* Announces the steps of the upload (not every percent) to screen readers. */}
          <p role="status" className="sr-only">
            {upload ? sentence(upload.label) : ''}
          </p>
        </div>
      )}
    </FormField>
  );
}
