import type { MessageKey } from '../../../../../core/i18n/index'
import { FieldError } from '../../../../kit/field-parts'
import { useT } from '../../../../kit/use-t'
import './messages'

/** The image rules the server gave (spec §5: png/jpg, at most 3, 5 MB each). */
export interface ImageRules {
  maxImages: number
  maxImageBytes: number
}

const IMAGE_TYPES = ['image/png', 'image/jpeg']
const MB = 1024 * 1024

/** The message for a set of picked images, or null; the server checks their bytes again. */
export function imagesError(
  files: readonly { type: string; size: number }[],
  rules: ImageRules,
  t: (key: MessageKey, params?: (string | number)[]) => string,
): string | null {
  if (files.length > rules.maxImages) return t('fb_images_many', [rules.maxImages])
  if (files.some((f) => !IMAGE_TYPES.includes(f.type))) return t('fb_images_type')
  if (files.some((f) => f.size > rules.maxImageBytes)) return t('fb_images_large', [rules.maxImageBytes / MB])
  return null
}

/** Reads a picked file as a data URL. */
export function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** A file input for up to `maxImages` png/jpg images, its hint and its error (aria-describedby). */
export function ImagesField({
  id,
  rules,
  error,
  count,
  onFiles,
  part,
}: {
  id: string
  rules: ImageRules
  error?: string | null
  count: number
  onFiles(files: File[]): void
  part?: string
}) {
  const t = useT()
  return (
    <div className="lk-field" data-invalid={error ? 'true' : undefined} part={part}>
      <label className="lk-label" htmlFor={id}>
        {t('fb_images')}
      </label>
      <input
        id={id}
        type="file"
        name="images"
        accept="image/png,image/jpeg"
        multiple
        onChange={(e) => onFiles([...(e.currentTarget.files ?? [])])}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p className="lk-hint" id={`${id}-hint`}>
        {t('fb_images_hint', [rules.maxImages, rules.maxImageBytes / MB])}
        {count > 0 && ` · ${t('fb_images_picked', [count])}`}
      </p>
      <FieldError id={`${id}-error`} error={error ?? undefined} />
    </div>
  )
}
