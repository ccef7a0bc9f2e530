import { useState, type ChangeEvent } from 'react'
import { fetchAvatar, requestAvatar, type AvatarInfo } from '../../../../../core/api/security'
import { setMemberProfile } from '../../../../../core/stores/security'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { Failure } from '../../centre-kit/failure'
import { PROOF_MAX_BYTES } from '../../../../../core/constants'
import { isRetryable } from '../../../../../core/actions/wallet-failure'
import { Done, secErrorText } from './kit'

/** An image address from the server, used only when it is http(s) or same-site (never data:, javascript:). */
export function imageSrc(url: string | null | undefined): string | undefined {
  const value = url?.trim() ?? ''
  return /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : undefined
}

/**
 * API-13, HDR-12: pick one of the server's pictures or upload a png / jpg of at most 5 MB (checked
 * here for a quick answer and again by the server, which reads the bytes); the header follows at once.
 */
export function AvatarCard() {
  const t = useT()
  const state = useLoad((signal) => fetchAvatar(signal))
  const uploadId = useUid('avatar-file')
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<{ text: string; retry?: () => void } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const data = state.data
  const save = async (body: { preset: string } | { image: string }, which: string) => {
    setBusy(which)
    setFailure(null)
    setDone(null)
    try {
      const next: AvatarInfo = await requestAvatar(body)
      state.set(next)
      setMemberProfile({ icon: next.icon })
      setDone(t('sec_avatar_saved'))
    } catch (error) {
      setFailure({
        text: secErrorText(error),
        retry: isRetryable(error) ? () => void save(body, which) : undefined,
      })
    } finally {
      setBusy(null)
    }
  }
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    setDone(null)
    if (!['image/png', 'image/jpeg'].includes(file.type)) return setFailure({ text: t('sec_avatar_type') })
    if (file.size > (data?.maxBytes ?? PROOF_MAX_BYTES)) return setFailure({ text: t('sec_avatar_size') })
    const reader = new FileReader()
    reader.onload = () => void save({ image: String(reader.result) }, 'upload')
    reader.onerror = () => setFailure({ text: t('sec_avatar_type') })
    reader.readAsDataURL(file)
  }
  const current = imageSrc(data?.icon)
  return (
    <section className="wal-card lk-stack" part="avatar-card" aria-labelledby="sec-avatar">
      <h2 className="wal-subtitle" id="sec-avatar">
        {t('sec_avatar')}
      </h2>
      <LoadState state={state} empty={!data} />
      {data && (
        <>
          <div className="sec-avatar-row">
            {current ? (
              <img
                className="sec-avatar-now"
                src={current}
                alt={t('sec_avatar_current')}
                width={64}
                height={64}
              />
            ) : null}
            <div role="group" aria-label={t('sec_avatar_pick')} className="sec-presets">
              {data.presets.map((p, i) => {
                const src = imageSrc(p.url)
                const chosen = data.icon === p.url
                return (
                  <button
                    key={p.id}
                    type="button"
                    className="sec-preset"
                    aria-pressed={chosen}
                    aria-busy={busy === p.id || undefined}
                    disabled={busy !== null}
                    onClick={() => void save({ preset: p.id }, p.id)}
                    data-preset={p.id}
                  >
                    {src && <img src={src} alt={t('sec_avatar_option', [i + 1])} width={44} height={44} />}
                  </button>
                )
              })}
            </div>
          </div>
          <div className="lk-field">
            <label className="lk-label" htmlFor={uploadId}>
              {t('sec_avatar_upload')}
            </label>
            <input
              id={uploadId}
              className="sec-file"
              type="file"
              name="icon"
              accept="image/png,image/jpeg"
              disabled={busy !== null}
              onChange={upload}
              part="avatar-upload"
            />
          </div>
        </>
      )}
      {failure && <Failure text={failure.text} onRetry={failure.retry} />}
      <Done text={done} />
    </section>
  )
}
