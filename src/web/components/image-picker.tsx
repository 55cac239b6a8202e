import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_TYPES, imageMessages, imageUrl, type UploadedImage } from '../../shared/contracts/images.ts';
import { ApiClientError } from '../api/client.ts';
import { uploadImage } from '../api/upload-image.ts';
import { notify } from '../lib/notify.ts';
import { resizeImage } from '../lib/resize-image.ts';
import { buttonClasses } from './ui/button.tsx';
import { cn } from './ui/cn.ts';
import { Spinner } from './ui/spinner.tsx';

/** Originals straight from a phone camera can be large; they are shrunk before upload. */
const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;

interface ImagePickerProps {
  label: string;
  /** The chosen image's id, or null. */
  value: string | null;
  onChange: (imageId: string | null, image?: UploadedImage) => void;
  /** Told while a photo is being resized and sent (a form should wait before saving). */
  onBusyChange?: (busy: boolean) => void;
  hint?: string;
  error?: string;
  /** Longest side after resizing. */
  maxSide?: number;
  className?: string;
}

/**
 * Choose a photo (click, keyboard or drag and drop), see it, replace or remove it. The photo is
 * resized in the browser and uploaded at once; the form keeps only its id.
 */
export function ImagePicker({
  label,
  value,
  onChange,
  onBusyChange,
  hint = 'JPG, PNG ou WebP. A foto é reduzida automaticamente.',
  error,
  maxSide,
  className,
}: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Why the last upload failed, shown under the picker until the next try (the toast goes away).
  const [failure, setFailure] = useState<string | null>(null);
  // The local copy of the last upload, shown at once instead of downloading it back.
  const [local, setLocal] = useState<{ id: string; url: string } | null>(null);

  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);

  const src = value ? (local?.id === value ? local.url : imageUrl(value)) : null;

  function setWorking(on: boolean) {
    setBusy(on);
    onBusyChange?.(on);
  }

  async function take(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    if ((file.type && !file.type.startsWith('image/')) || file.size > MAX_ORIGINAL_BYTES) {
      const message = file.size > MAX_ORIGINAL_BYTES ? imageMessages.tooLarge : imageMessages.invalidType;
      setFailure(message);
      notify.error(message, { title: 'Foto inválida' });
      return;
    }
    setWorking(true);
    try {
      let resized: Awaited<ReturnType<typeof resizeImage>>;
      try {
        resized = await resizeImage(file, { maxSide });
      } catch {
        setFailure(imageMessages.invalidType);
        notify.error(imageMessages.invalidType, { title: 'Foto inválida' });
        return;
      }
      const uploaded = await uploadImage(resized.blob);
      setLocal({ id: uploaded.id, url: URL.createObjectURL(resized.blob) });
      onChange(uploaded.id, uploaded);
    } catch (err) {
      const message = err instanceof ApiClientError ? err.message : imageMessages.unreadable;
      setFailure(message);
      notify.error(message, { title: 'Não foi possível enviar a foto' });
    } finally {
      setWorking(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!busy) void take(event.dataTransfer.files[0]);
  }

  const shownError = error ?? failure ?? undefined;
  const describedBy = shownError ? `${id}-error` : `${id}-hint`;

  return (
    <fieldset
      className={cn('min-w-0', className)}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </legend>
      <div
        className={cn(
          'flex items-center gap-4 rounded-xl border border-dashed p-3 transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : shownError ? 'border-red-600' : 'border-slate-300 bg-white',
        )}
      >
        <div className="relative flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
          {src ? (
            <img src={src} alt={`${label}: pré-visualização`} className="h-full w-full object-cover" />
          ) : (
            <ImagePlus className="h-8 w-8 text-slate-400" aria-hidden="true" />
          )}
          {busy && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/75">
              <Spinner className="h-6 w-6 text-brand-600" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="peer sr-only"
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={describedBy}
              aria-invalid={shownError ? true : undefined}
              disabled={busy}
              onChange={(e: ChangeEvent<HTMLInputElement>) => void take(e.target.files?.[0])}
            />
            <label
              htmlFor={id}
              className={buttonClasses(
                'secondary',
                'sm',
                cn(
                  'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                  busy && 'pointer-events-none opacity-50',
                ),
              )}
            >
              <Upload className="h-4 w-4" aria-hidden="true" />
              <span id={`${id}-action`}>{busy ? 'Enviando...' : src ? 'Trocar foto' : 'Escolher foto'}</span>
            </label>
            {src && !busy && (
              <button
                type="button"
                onClick={() => onChange(null)}
                className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Remover foto
              </button>
            )}
          </div>
          {shownError ? (
            <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
              {shownError}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-slate-500 sm:text-sm">
              {hint}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
