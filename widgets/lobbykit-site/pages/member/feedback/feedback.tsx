import { tDynamic, type MessageKey } from '../../../../../core/i18n/index'
import { useRef, useState, type FormEvent } from 'react'
import {
  fetchFeedback,
  fetchFeedbackRules,
  sendFeedback,
  type FeedbackRules,
} from '../../../../../core/api/feedback'
import { errorMessageOf, isApiError } from '../../../../../core/errors'
import { Button } from '../../../../kit/button'
import { FieldError } from '../../../../kit/field-parts'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'
import css from './feedback.css?raw'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection } from '../benefits/benefits-kit'
import { SelectField } from '../../centre-kit/select-field'
import { useFormat } from '../../../../kit/use-format'
import { ImagesField, imagesError, readImage } from './images-field'
import './messages'

/** Characters as the server counts them (code points: an emoji is one). */
export const charCount = (text: string) => [...text].length
/** Words as the server counts them (VAL-54): runs of non-space characters. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

/**
 * The message for a feedback content, or null: at most `maxChars` characters (VAL-53), the support
 * question between the server's {0} and {1} words (VAL-54). The server checks again.
 */
export function contentError(
  type: string,
  content: string,
  rules: FeedbackRules,
  t: (key: MessageKey, params?: (string | number)[]) => string,
): string | null {
  const text = content.trim()
  if (!text) return t('input_empty')
  if (type === 'QUESTION') {
    const words = wordCount(text)
    return words < rules.questionMinWords || words > rules.questionMaxWords
      ? t('fb_words_range', [rules.questionMinWords, rules.questionMaxWords])
      : null
  }
  return charCount(text) > rules.maxChars ? t('fb_too_long', [rules.maxChars]) : null
}

/** MEMBER-20: feedback and complaints — a type, a message, up to three images; the history with replies. */
export default function FeedbackSection() {
  return (
    <BenefitSection name="feedback">
      <FeedbackView />
    </BenefitSection>
  )
}

function FeedbackView() {
  const t = useT()
  const rules = useLoad(fetchFeedbackRules)
  const history = useLoad(fetchFeedback)
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  return (
    <div ref={ref} className="benefits">
      {inline && <style>{css}</style>}
      <LoadState state={rules} empty={!rules.data} />
      {rules.data && <FeedbackForm rules={rules.data} onSent={(list) => history.set({ list })} />}
      <h2>{t('fb_history')}</h2>
      <LoadState state={history} empty={!history.data} />
      {history.data &&
        (history.data.list.length ? (
          <ul className="benefits-rewards fb-list" part="feedback-history">
            {history.data.list.map((item) => (
              <HistoryItem key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="benefits-muted">{t('fb_none')}</p>
        ))}
    </div>
  )
}

function HistoryItem({ item }: { item: Awaited<ReturnType<typeof fetchFeedback>>['list'][number] }) {
  const t = useT()
  const { time } = useFormat()
  return (
    <li className="benefits-card benefits-reward" part="feedback-item" data-id={item.id}>
      <p className="benefits-reward-meta">
        <span className="benefits-badge">{tDynamic(`fb_type_${item.type}`, item.type)}</span>
        <span className="benefits-muted">{t('fb_sent_on', [time(item.createdAt)])}</span>
      </p>
      <p className="fb-text">{item.content}</p>
      {item.imageCount > 0 && <p className="benefits-muted">{t('fb_with_images', [item.imageCount])}</p>}
      {item.reply ? (
        <div part="feedback-reply">
          <h3 className="benefits-reward-title">{t('fb_reply')}</h3>
          <p className="fb-text">{item.reply}</p>
          {item.repliedAt && <p className="benefits-muted">{t('fb_replied_on', [time(item.repliedAt)])}</p>}
        </div>
      ) : (
        <p className="benefits-muted">{t('fb_waiting')}</p>
      )}
    </li>
  )
}

type Problem = { field: 'content' | 'images'; text: string } | null

function FeedbackForm({ rules, onSent }: { rules: FeedbackRules; onSent(list: any[]): void }) {
  const t = useT()
  const id = useUid('fb')
  const [type, setType] = useState(rules.types[0] ?? '')
  const [content, setContent] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [problem, setProblem] = useState<Problem>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const question = type === 'QUESTION'
  const counted = question ? wordCount(content) : charCount(content.trim())
  const over = question ? counted > rules.questionMaxWords : counted > rules.maxChars
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError('')
    setSent(false)
    const bad = contentError(type, content, rules, t)
    const badImages = bad ? null : imagesError(files, rules, t)
    setProblem(
      bad ? { field: 'content', text: bad } : badImages ? { field: 'images', text: badImages } : null,
    )
    if (bad || badImages) return
    setBusy(true)
    try {
      const images = await Promise.all(files.map(readImage))
      const answer = await sendFeedback({ type, content: content.trim(), images })
      onSent(answer.list)
      setContent('')
      setFiles([])
      setSent(true)
      ;(event.target as HTMLFormElement).reset()
    } catch (failure) {
      const code = isApiError(failure) ? failure.errorCode : undefined
      if (code === 'FEEDBACK_TOO_LONG' || code === 'FEEDBACK_WORDS' || code === 'INPUT_EMPTY')
        setProblem({
          field: 'content',
          text: contentError(type, content, rules, t) ?? errorMessageOf(failure),
        })
      else if (code?.startsWith('IMAGE_'))
        setProblem({ field: 'images', text: imagesError(files, rules, t) ?? errorMessageOf(failure) })
      else setError(errorMessageOf(failure))
    } finally {
      setBusy(false)
    }
  }
  const contentInvalid = problem?.field === 'content'
  return (
    <form className="benefits-card lk-stack" onSubmit={(e) => void submit(e)} noValidate part="feedback-form">
      <h2 className="benefits-reward-title">{t('fb_new')}</h2>
      <SelectField
        name="type"
        label={t('fb_type')}
        value={type}
        options={rules.types.map((v) => [v, tDynamic(`fb_type_${v}`, v)])}
        onChange={(v) => (setType(v), setProblem(null))}
      />
      <div className="lk-field" data-invalid={contentInvalid ? 'true' : undefined}>
        <label className="lk-label" htmlFor={`${id}-content`}>
          {t('fb_content')}
        </label>
        <textarea
          id={`${id}-content`}
          className="lk-input fb-textarea"
          name="content"
          rows={4}
          value={content}
          onChange={(e) => (setContent(e.currentTarget.value), setProblem(null))}
          aria-invalid={contentInvalid ? 'true' : undefined}
          aria-describedby={`${id}-count${contentInvalid ? ` ${id}-content-error` : ''}`}
        />
        <p
          className="lk-hint"
          id={`${id}-count`}
          data-over={over ? 'true' : undefined}
          part="feedback-counter"
        >
          {question
            ? t('fb_words', [counted, rules.questionMinWords, rules.questionMaxWords])
            : t('fb_chars', [counted, rules.maxChars])}
        </p>
        <FieldError id={`${id}-content-error`} error={contentInvalid ? problem!.text : undefined} />
      </div>
      <ImagesField
        id={`${id}-images`}
        rules={rules}
        count={files.length}
        error={problem?.field === 'images' ? problem.text : null}
        onFiles={(picked) => (setFiles(picked), setProblem(null))}
        part="feedback-images"
      />
      {error && (
        <p className="lk-form-error" role="alert" part="form-error">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" busy={busy} part="feedback-send">
        {t('fb_send')}
      </Button>
      <p className="benefits-ok" role="status" part="feedback-sent">
        {sent ? t('fb_sent') : ''}
      </p>
    </form>
  )
}
