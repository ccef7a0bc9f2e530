import { useState } from 'react'
import {
  createInvite,
  fetchInvites,
  rateProblem,
  registerDownline,
  toggleInvite,
  type Invite,
} from '../../../../core/api/agent'
import { errorMessageOf } from '../../../../core/errors'
import { Button } from '../../../kit/button'
import { useFormat } from '../../../kit/use-format'
import { useT } from '../../../kit/use-t'
import { useUid } from '../../../kit/use-uid'
import { toHref } from '../../routing/router'
import { CopyButton } from '../../shared/copy-button'
import { QrButton } from '../../shared/qr-code'
import { LoadState } from '../../shared/load-state'
import { useLoad } from '../../shared/use-load'
import { SelectField } from '../centre-kit/select-field'
import { rateMessage } from './contract-ui'
import { TableRegion } from '../centre-kit/table-region'

/** The registration link an invitation code makes (REG-15: the site's register page takes affiliateCode). */
const inviteLink = (code: string) =>
  new URL(toHref(`/register?affiliateCode=${encodeURIComponent(code)}`), location.href).href

/**
 * AGENT-3: open a downline account (the server applies the site's register rules) and manage the
 * invitation links (code, member or agent, rate offered, uses, on/off) with a copy button and a QR code.
 */
export default function RegisterCentre() {
  const t = useT()
  const { day } = useFormat()
  const ids = { user: useUid('user'), pass: useUid('pass'), rate: useUid('rate'), err: useUid('reg-err') }
  const [form, setForm] = useState({ username: '', password: '', type: 'member' as 'member' | 'agent' })
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null)
  const [formError, setFormError] = useState<unknown>(null)
  const [created, setCreated] = useState('')
  const [busy, setBusy] = useState(false)
  const invites = useLoad((signal) => fetchInvites(signal))
  const [invite, setInvite] = useState({ type: 'member' as 'member' | 'agent', rate: '0' })
  const [inviteError, setInviteError] = useState<unknown>(null)
  const submit = async () => {
    setCreated('')
    setFormError(null)
    if (!form.username.trim()) return setFieldError({ field: 'username', text: t('input_empty') })
    if (!form.password) return setFieldError({ field: 'password', text: t('input_empty') })
    setFieldError(null)
    setBusy(true)
    try {
      const made = await registerDownline({ ...form, username: form.username.trim() })
      setCreated(t('agent_reg_done', [made.account]))
      setForm({ username: '', password: '', type: form.type })
    } catch (error) {
      const field = (error as { value?: { field?: string } })?.value?.field
      if (field === 'username' || field === 'password') setFieldError({ field, text: errorMessageOf(error) })
      else setFormError(error)
    } finally {
      setBusy(false)
    }
  }
  const field = (name: 'username' | 'password', id: string, label: string) => {
    const bad = fieldError?.field === name
    return (
      <div className="lk-field" data-invalid={bad || undefined}>
        <label className="lk-label" htmlFor={id}>
          {label}
        </label>
        <div className="lk-control">
          <input
            id={id}
            name={name}
            type={name === 'password' ? 'password' : 'text'}
            autoComplete={name === 'password' ? 'new-password' : 'off'}
            className="lk-input"
            required
            value={form[name]}
            aria-invalid={bad || undefined}
            aria-describedby={bad ? ids.err : undefined}
            onChange={(e) => setForm({ ...form, [name]: e.currentTarget.value })}
          />
        </div>
        {bad && (
          <p id={ids.err} className="lk-error" role="alert">
            {fieldError.text}
          </p>
        )}
      </div>
    )
  }
  const update = (next: Invite) =>
    invites.set({ list: (invites.data?.list ?? []).map((i) => (i.code === next.code ? next : i)) })
  const list = invites.data?.list ?? []
  return (
    <div className="rec-section" part="agent-register">
      <form
        className="lk-stack agent-form"
        aria-label={t('agent_reg_title')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <h2 className="rec-totals-title">{t('agent_reg_title')}</h2>
        {field('username', ids.user, t('agent_reg_username'))}
        {field('password', ids.pass, t('agent_reg_password'))}
        <SelectField
          name="type"
          label={t('agent_type')}
          value={form.type}
          options={[
            ['member', t('agent_role_member')],
            ['agent', t('agent_role_agent')],
          ]}
          onChange={(type) => setForm({ ...form, type: type as 'member' | 'agent' })}
        />
        {formError ? (
          <p className="lk-form-error" role="alert">
            {errorMessageOf(formError)}
          </p>
        ) : null}
        <p role="status" className="agent-note" part="register-done">
          {created}
        </p>
        <Button type="submit" variant="primary" disabled={busy} part="register-submit">
          {t('agent_reg_submit')}
        </Button>
      </form>
      <h2 className="rec-totals-title">{t('agent_invites')}</h2>
      <form
        className="rec-filters"
        aria-label={t('agent_invite_new')}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          setInviteError(null)
          try {
            // AGENT-21: the rate as typed, checked here as the server checks it (0: no contract).
            const problem = invite.type === 'agent' ? rateProblem(invite.rate, undefined, true) : null
            if (problem) return setInviteError(rateMessage(t, problem))
            const made = await createInvite(invite.type, invite.type === 'agent' ? invite.rate.trim() : '0')
            invites.set({ list: [made, ...list] })
          } catch (error) {
            setInviteError(error)
          }
        }}
      >
        <SelectField
          name="inviteType"
          label={t('agent_type')}
          value={invite.type}
          options={[
            ['member', t('agent_role_member')],
            ['agent', t('agent_role_agent')],
          ]}
          onChange={(type) => setInvite({ ...invite, type: type as 'member' | 'agent' })}
        />
        {invite.type === 'agent' && (
          <div className="lk-field rec-field">
            <label className="lk-label" htmlFor={ids.rate}>
              {t('agent_rate_percent')}
            </label>
            <div className="lk-control">
              <input
                id={ids.rate}
                name="rate"
                className="lk-input"
                inputMode="decimal"
                value={invite.rate}
                onChange={(e) => setInvite({ ...invite, rate: e.currentTarget.value })}
              />
            </div>
          </div>
        )}
        <Button type="submit" className="rec-search" part="invite-create">
          {t('agent_invite_new')}
        </Button>
        {inviteError ? (
          <p className="lk-form-error" role="alert">
            {typeof inviteError === 'string' ? inviteError : errorMessageOf(inviteError)}
          </p>
        ) : null}
      </form>
      <LoadState state={invites} empty={!list.length} />
      {list.length > 0 && (
        <TableRegion label={t('agent_invites')} part="invite-table">
          <thead>
            <tr>
              <th scope="col">{t('agent_invite_code')}</th>
              <th scope="col">{t('agent_type')}</th>
              <th scope="col" className="rec-num">
                {t('agent_rate')}
              </th>
              <th scope="col" className="rec-num">
                {t('agent_invite_uses')}
              </th>
              <th scope="col">{t('agent_status')}</th>
              <th scope="col">{t('agent_actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((i) => (
              <tr key={i.code} data-code={i.code} data-enabled={String(i.enabled)}>
                <td>
                  <code>{i.code}</code>
                  <span className="lk-visually-hidden">, </span>
                  <span className="lk-muted rec-sub">{day(i.createdAt)}</span>
                </td>
                <td>{t(i.type === 'agent' ? 'agent_role_agent' : 'agent_role_member')}</td>
                <td className="rec-num">{i.type === 'agent' ? `${i.rate}%` : '—'}</td>
                <td className="rec-num">{i.uses}</td>
                <td>{t(i.enabled ? 'agent_invite_on' : 'agent_invite_off')}</td>
                <td className="agent-row-actions">
                  <CopyButton value={inviteLink(i.code)} label={i.code} />
                  <QrButton value={inviteLink(i.code)} label={i.code} />
                  <Button
                    part="invite-toggle"
                    aria-label={`${t(i.enabled ? 'agent_invite_disable' : 'agent_invite_enable')}: ${i.code}`}
                    onClick={async () => {
                      setInviteError(null)
                      try {
                        update(await toggleInvite(i.code, !i.enabled))
                      } catch (error) {
                        setInviteError(error)
                      }
                    }}
                  >
                    {t(i.enabled ? 'agent_invite_disable' : 'agent_invite_enable')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </div>
  )
}
