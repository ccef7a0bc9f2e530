// The verify panel of the lottery hall (API-51 (fair draw)): for a drawn issue, the hash published before
// betting closed, the revealed secret, the published rule, and a "Verify" that recomputes both in
// this browser with WebCrypto (verify.ts) and says whether they match.
import { useState } from 'react'
import { useStore } from '@nanostores/react'
import type { OpenedDraw } from '../../../../core/api/lottery'
import { intlLocale } from '../../../../core/format'
import { $locale } from '../../../../core/stores/locale'
import { Button } from '../../../kit/button'
import { useT } from '../../../kit/use-t'
import { canVerify, checkDraw, type DrawCheck } from './verify'

/** One draw's proof and its check. */
export function VerifyPanel({ draw, onClose }: { draw: OpenedDraw; onClose: () => void }) {
  const t = useT()
  const lang = useStore($locale)
  const [check, setCheck] = useState<DrawCheck | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const time = (ms: number | null | undefined) =>
    ms == null ? '—' : new Date(ms).toLocaleTimeString(intlLocale(lang), { hour12: false })
  const run = async () => {
    setBusy(true)
    setFailed(false)
    try {
      setCheck(await checkDraw(draw))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  const matches = check && check.hashMatches && check.numbersMatch
  return (
    <section
      className="lott-verify"
      aria-labelledby="lott-verify-title"
      part="lottery-verify"
      data-game-code={draw.gameCode}
      data-issue={draw.issue}
    >
      <h3 id="lott-verify-title">{t('lott_verify_title', [draw.gameName, draw.issue])}</h3>
      <dl>
        <dt>{t('lott_numbers')}</dt>
        <dd data-field="numbers">{draw.numbers.join(', ')}</dd>
        <dt>{t('lott_verify_hash', [time(draw.secretHashPublishedAt), time(draw.closedAt)])}</dt>
        <dd data-field="secretHash">
          <code>{draw.secretHash ?? '—'}</code>
        </dd>
        <dt>{t('lott_verify_secret')}</dt>
        <dd data-field="secret">
          <code>{draw.secret ?? '—'}</code>
        </dd>
        <dt>{t('lott_verify_rule', [draw.rule ?? ''])}</dt>
        <dd>
          <ol className="lott-rule">
            <li>{t('lott_rule_hash')}</li>
            <li>{t('lott_rule_bytes', [`${draw.gameCode}:${draw.issue}:0`])}</li>
            <li>{t('lott_rule_uniform')}</li>
            <li>
              {t(`lott_rule_${draw.format?.kind ?? 'digits'}`, [
                draw.format?.count ?? 0,
                draw.format?.max ?? 10,
              ])}
            </li>
          </ol>
        </dd>
      </dl>
      <div className="lott-verify-actions">
        <Button
          variant="primary"
          busy={busy}
          disabled={!draw.secret || !canVerify()}
          onClick={() => void run()}
        >
          {t('lott_verify_run')}
        </Button>
        <Button onClick={onClose}>{t('lott_verify_close')}</Button>
      </div>
      {!canVerify() && <p role="status">{t('lott_verify_insecure')}</p>}
      {failed && (
        <p className="lk-form-error" role="alert">
          {t('lott_verify_failed')}
        </p>
      )}
      {check && (
        <div role="status" part="lottery-verify-result" data-match={matches ? 'true' : 'false'}>
          <p>
            <strong>{matches ? t('lott_verify_match') : t('lott_verify_mismatch')}</strong>
          </p>
          <p>
            {check.hashMatches ? t('lott_verify_hash_ok') : t('lott_verify_hash_bad', [check.hash])}{' '}
            {check.hashMatches && !check.publishedInTime && t('lott_verify_late')}
          </p>
          <p>
            {check.numbersMatch
              ? t('lott_verify_numbers_ok', [check.numbers.join(', ')])
              : t('lott_verify_numbers_bad', [check.numbers.join(', ')])}
          </p>
        </div>
      )}
    </section>
  )
}
