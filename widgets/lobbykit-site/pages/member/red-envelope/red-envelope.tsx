import { useState } from 'react'
import { addMessages } from '../../../../../core/i18n/index'
import { fetchEnvelopes, openEnvelope, type RedEnvelope } from '../../../../../core/api/envelopes'
import { isApiError } from '../../../../../core/errors'
import { setMemberBalance } from '../../../../../core/stores/balance'
import { Button } from '../../../../kit/button'
import { useT } from '../../../../kit/use-t'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection } from '../benefits/benefits-kit'
import { ActionError, useAction } from '../../centre-kit/use-action'
import { useFormat } from '../../../../kit/use-format'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })

const TONES = { READY: 'go', OPENED: 'ok', EXPIRED: 'off' } as const

/**
 * MEMBER-18: the member's red envelopes. An unopened one does not show its amount (the server keeps it);
 * Open asks the server, which reveals and credits it once; the header balance follows.
 */
export default function RedEnvelopeSection() {
  return (
    <BenefitSection name="red-envelope">
      <EnvelopesView />
    </BenefitSection>
  )
}

function EnvelopesView() {
  const t = useT()
  const { money } = useFormat()
  const envelopes = useLoad(fetchEnvelopes)
  const action = useAction()
  const [got, setGot] = useState('')
  const [refusal, setRefusal] = useState('')
  const open = (e: RedEnvelope) =>
    action.run(async () => {
      setGot('')
      setRefusal('')
      try {
        const answer = await openEnvelope(e.id)
        setMemberBalance(answer.balance)
        envelopes.set({ list: answer.list })
        setGot(t('env_got', [e.title, money(answer.amount)]))
      } catch (error) {
        // Opened in another tab, or expired meanwhile: say so and show the list as it is now.
        const code = isApiError(error) ? error.errorCode : ''
        if (code !== 'ENVELOPE_OPENED' && code !== 'ENVELOPE_EXPIRED') throw error
        setRefusal(t(code === 'ENVELOPE_OPENED' ? 'env_err_opened' : 'env_err_expired'))
        envelopes.reload()
      }
    })
  const list = envelopes.data?.list ?? []
  const ready = list.filter((e) => e.status === 'READY')
  const past = list.filter((e) => e.status !== 'READY')
  return (
    <>
      <LoadState state={envelopes} empty={!envelopes.data} />
      <p className="benefits-ok" role="status" part="envelope-got">
        {got}
      </p>
      {refusal && (
        <p className="lk-form-error" role="alert">
          {refusal}
        </p>
      )}
      <ActionError action={action} />
      {envelopes.data && (
        <>
          <h2>{t('env_ready')}</h2>
          {ready.length ? (
            <ul className="benefits-rewards" part="envelopes-ready">
              {ready.map((e) => (
                <Envelope key={e.id} envelope={e} busy={action.busy} onOpen={() => void open(e)} />
              ))}
            </ul>
          ) : (
            <p className="benefits-muted">{t('env_none_ready')}</p>
          )}
          <h2>{t('env_history')}</h2>
          {past.length ? (
            <ul className="benefits-rewards" part="envelopes-history">
              {past.map((e) => (
                <Envelope key={e.id} envelope={e} />
              ))}
            </ul>
          ) : (
            <p className="benefits-muted">{t('env_none_history')}</p>
          )}
        </>
      )}
    </>
  )
}

function Envelope({ envelope: e, busy, onOpen }: { envelope: RedEnvelope; busy?: boolean; onOpen?(): void }) {
  const t = useT()
  const { money, time } = useFormat()
  return (
    <li className="benefits-card benefits-reward" part="envelope" data-id={e.id} data-status={e.status}>
      <div className="benefits-reward-head">
        <h3 className="benefits-reward-title">{e.title}</h3>
        {e.amount !== null && <strong className="benefits-reward-amount">{money(e.amount)}</strong>}
      </div>
      <p className="benefits-reward-meta">
        <span className="benefits-badge" data-tone={TONES[e.status]}>
          {t(`env_st_${e.status}`)}
        </span>
        <span className="benefits-muted">
          {e.status === 'OPENED' && e.openedAt
            ? t('env_opened_on', [time(e.openedAt)])
            : e.status === 'EXPIRED'
              ? t('env_expired_on', [time(e.expiresAt)])
              : t('env_open_by', [time(e.expiresAt)])}
        </span>
      </p>
      {onOpen && (
        <Button
          variant="primary"
          busy={busy}
          onClick={onOpen}
          part="envelope-open"
          aria-label={t('env_open_named', [e.title])}
        >
          {t('env_open')}
        </Button>
      )}
    </li>
  )
}
