import { useEffect, useState, type FormEvent } from 'react'
import {
  requestHumanChallenge,
  verifyHumanCheck,
  type HumanChallenge,
} from '../../../core/api/account-checks'
import { ApiError, errorMessageOf } from '../../../core/errors'
import { safeImageUrl } from '../../../core/safe-image-url'
import { Button } from '../button'
import { Field } from '../field'
import { Modal } from '../modal'
import { useT } from '../use-t'
import { useUid } from '../use-uid'
import { showCheck } from './host'

type Purpose = 'login' | 'register' | 'sms'

/** Where the slider starts: the far start, so a check is never passed by accident. */
const SLIDER_START = 0

/**
 * LOGIN-15, API-70: the slider challenge the reference server issues. Pointer or keyboard (the
 * native range: arrows, Page Up/Down, Home/End) moves the slider onto the picture's number; the non-visual
 * alternative asks for the picture's number, typed in digits; the number is in the picture only. The server checks the
 * answer and gives a single-use token; a wrong answer shows why and brings a new challenge.
 */
function SliderCheck({
  purpose,
  onToken,
  onCancel,
}: {
  purpose: Purpose
  onToken(token: string): void
  onCancel(): void
}) {
  const t = useT()
  const introId = useUid('hc-intro')
  const targetId = useUid('hc-target')
  const [challenge, setChallenge] = useState<HumanChallenge | null>(null)
  const [position, setPosition] = useState(SLIDER_START)
  const [textMode, setTextMode] = useState(false)
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const load = () => {
    setChallenge(null)
    setPosition(SLIDER_START)
    requestHumanChallenge(purpose).then(setChallenge, (failure: unknown) => setError(errorMessageOf(failure)))
  }
  useEffect(load, [purpose])

  const check = async (answer: number) => {
    if (!challenge || busy) return
    setBusy(true)
    setError(null)
    try {
      onToken((await verifyHumanCheck(challenge.id, answer)).humanToken)
    } catch (failure) {
      // The server burnt the challenge with this answer: say why and bring a new one.
      setError(errorMessageOf(failure) + ' ' + t('hc_failed'))
      setTyped('')
      load()
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void check(textMode ? Number(typed.trim()) : position)
  }

  return (
    <Modal
      open
      title={t('hc_title')}
      onClose={onCancel}
      closeOnCover={false}
      size="sm"
      describedBy={introId}
      part="dialog"
    >
      <form className="lk-stack" onSubmit={submit} noValidate>
        <p id={introId} className="lk-small">
          {textMode || !challenge ? '' : t('hc_intro')}
        </p>
        {!challenge && !error && (
          <p role="status" className="lk-small lk-muted">
            <span className="lk-spinner lk-spinner--inline" aria-hidden="true" /> {t('hc_loading')}
          </p>
        )}
        {challenge && (
          // The number is only in the picture: no text, field or label carries it (LOGIN-15).
          <img
            id={targetId}
            className="hc-picture"
            src={safeImageUrl(challenge.image) ?? undefined}
            alt={t('hc_picture')}
          />
        )}
        {challenge && !textMode && (
          <div className="hc-track">
            <input
              className="hc-range"
              type="range"
              min={0}
              max={100}
              step={1}
              value={position}
              aria-label={t('hc_slider')}
              aria-valuetext={t('hc_slider_value', [position])}
              aria-describedby={`${introId} ${targetId}`}
              data-autofocus
              onInput={(event) => setPosition(Number(event.currentTarget.value))}
              onPointerUp={(event) => void check(Number(event.currentTarget.value))}
            />
          </div>
        )}
        {challenge && textMode && (
          <Field
            name="humanCheckAnswer"
            label={t('hc_question')}
            value={typed}
            onValue={setTyped}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
          />
        )}
        {error && (
          <p className="lk-form-error" role="alert">
            {error}
          </p>
        )}
        <div className="lk-actions">
          <Button type="submit" variant="primary" busy={busy} disabled={!challenge}>
            {t('hc_check')}
          </Button>
        </div>
        <button type="button" className="hc-link" onClick={() => setTextMode(!textMode)}>
          {t(textMode ? 'hc_slider_instead' : 'hc_text_instead')}
        </button>
      </form>
    </Modal>
  )
}

/** A closed check: every form shows ERR-10 ("Please complete verification first"), as the server would. */
const NOT_COMPLETED = new ApiError({ request: 'human check', errorCode: 'CAPTCHA_INVALID' })

/** Shows the slider check; resolves to the server's single-use token, rejects when closed. */
export function runSliderCheck(purpose: Purpose): Promise<string> {
  return showCheck<string>(({ resolve, reject }) => (
    <SliderCheck purpose={purpose} onToken={resolve} onCancel={() => reject(NOT_COMPLETED)} />
  ))
}
