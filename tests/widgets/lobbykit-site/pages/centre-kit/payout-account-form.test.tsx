// The payout-account form the withdrawal and the security centre share (MEMBER-1, MEMBER-4): checked
// before it is sent, sent trimmed, cleared once saved; a refusal goes beside its field or below the
// form with Try again when trying again can help.
import { act } from 'preact/test-utils'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../../core/errors'
import {
  PayoutAccountForm,
  type PayoutAccountBody,
  type PayoutRefusal,
} from '../../../../../widgets/lobbykit-site/pages/centre-kit/payout-account-form'
import { mount } from '../../../../helpers/dom'
import { text } from '../../../../helpers/render-page'

const RULES = {
  banks: [
    { code: 'HBL', name: 'Habib Bank' },
    { code: 'UBL', name: 'United Bank' },
  ],
  accountNameRule: { minLength: 2, maxLength: 40 },
  accountNumberRule: { minLength: 6, maxLength: 20 },
}

const WORDS = {
  bank: 'Bank',
  chooseBank: 'Choose a bank',
  bankInvalid: 'Choose your bank',
  accountName: 'Payee name',
  accountNumber: 'Account number',
  save: 'Save',
}

async function mountForm(
  save: (body: PayoutAccountBody) => Promise<string>,
  refusal: (error: unknown) => PayoutRefusal = (error) => ({ text: String(error) }),
) {
  const saved: string[] = []
  const container = await mount(
    <PayoutAccountForm
      rules={RULES}
      words={WORDS}
      head={<h3 id="add-account">Add an account</h3>}
      save={save}
      onSaved={(answer) => saved.push(answer)}
      refusal={refusal}
      idPrefix="bank"
      nameField="payeeName"
      className="wal-form"
      part="add-payout-form"
      labelledBy="add-account"
      submitPart="save-payout"
    />,
  )
  const form = container.querySelector('form')!
  const field = (name: string) => form.querySelector(`[name=${name}]`) as HTMLInputElement | HTMLSelectElement
  const type = (name: string, value: string) =>
    act(() => {
      const el = field(name)
      el.value = value
      el.dispatchEvent(new Event('input', { bubbles: true }))
      el.dispatchEvent(new Event('change', { bubbles: true }))
    })
  const submit = async () => {
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
  const fill = () => {
    type('bankCode', 'UBL')
    type('payeeName', '  Ali Khan ')
    type('accountNumber', '1234 5678 90')
  }
  return { container, form, field, type, submit, fill, saved }
}

describe('payout-account form', () => {
  it('says what each empty field needs and sends nothing', async () => {
    const sent: PayoutAccountBody[] = []
    const { form, submit } = await mountForm(async (body) => (sent.push(body), 'ok'))
    expect(form.getAttribute('part')).toBe('add-payout-form')
    expect(form.getAttribute('aria-labelledby')).toBe('add-account')
    expect([...form.querySelectorAll('option')].map((o) => text(o))).toEqual([
      'Choose a bank',
      'Habib Bank',
      'United Bank',
    ])
    await submit()
    expect(sent).toHaveLength(0)
    expect(form.querySelector('select')?.getAttribute('aria-invalid')).toBe('true')
    expect(text(form)).toContain('Choose your bank')
    expect(form.querySelectorAll('[aria-invalid=true]')).toHaveLength(3)
  })

  it('sends the name trimmed and the number without spaces, then clears the form', async () => {
    const sent: PayoutAccountBody[] = []
    const { field, fill, submit, saved } = await mountForm(async (body) => (sent.push(body), 'saved'))
    fill()
    await submit()
    expect(sent).toEqual([{ bankCode: 'UBL', accountName: 'Ali Khan', accountNumber: '1234567890' }])
    expect(saved).toEqual(['saved'])
    expect(field('payeeName').value).toBe('')
    expect(field('bankCode').value).toBe('')
  })

  it('puts a refused field beside it, and another failure below with Try again', async () => {
    let calls = 0
    const refused = await mountForm(
      async () => {
        calls++
        throw new ApiError({ request: 'POST /x', errorCode: 'ACCOUNT_DUPLICATE' })
      },
      () => ({ field: 'accountNumber', text: 'This account is already added' }),
    )
    refused.fill()
    await refused.submit()
    expect(refused.field('accountNumber').getAttribute('aria-invalid')).toBe('true')
    expect(text(refused.form)).toContain('This account is already added')
    expect(refused.form.querySelector('[part=wallet-error]')).toBeNull()

    const failing = await mountForm(
      async () => {
        calls++
        throw new ApiError({ request: 'POST /x', errorCode: 'NETWORK' })
      },
      () => ({ text: 'Network link is abnormal' }),
    )
    failing.fill()
    await failing.submit()
    const failure = failing.form.querySelector('[part=wallet-error]')
    expect(text(failure?.querySelector('[role=alert]'))).toBe('Network link is abnormal')
    const retry = failure?.querySelector('button') as HTMLButtonElement
    await act(async () => {
      retry.click()
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(calls).toBe(3)
    expect(failing.field('payeeName').value).toBe('  Ali Khan ')
  })
})
