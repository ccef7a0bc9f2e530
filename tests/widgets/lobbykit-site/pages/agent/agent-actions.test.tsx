// The agent centre's row actions and trend on the reference server (AGENT-2, AGENT-4, AGENT-13,
// AGENT-17, MEMBER-6, C-8): the downline row freezes a direct member with a reason (empty: the
// catalogue's message, nothing sent) and shows the status and reason; the transfer form keeps what
// was typed on a refusal and clears only the password; the overview's trend has its summary on the
// drawing and the same days as a table; the period form's dates are labelled (not their keys) on the
// overview alone; a salary payment shows its formula with the sub-agents' deduction; an offer is
// withdrawn from its popup.
import { describe, expect, it } from 'vitest'
import { adoptToken } from '../../../../../core/stores/session'
import Downline from '../../../../../widgets/lobbykit-site/pages/agent/downline'
import Overview from '../../../../../widgets/lobbykit-site/pages/agent/overview'
import Contracts from '../../../../../widgets/lobbykit-site/pages/agent/contracts'
import { RealtimeSalary } from '../../../../../widgets/lobbykit-site/pages/agent/salary'
import { nodeRequest, PLATFORM_HEADERS, until, usePlatform } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'

const server = usePlatform()

function post(path: string, body: unknown, token?: string) {
  return nodeRequest<{ success: boolean; value: any; errorCode?: string }>(server().url + path, {
    method: 'POST',
    body,
    headers: { ...PLATFORM_HEADERS, modID: 'COMM3', ...(token && { Authorization: token }) },
  })
}

async function asAgent() {
  const login = await post('/wps/session/login', {
    type: 'username',
    username: 'agent',
    password: 'Agent1234!',
  })
  const token = login.value.token as string
  await adoptToken(token)
  return token
}

function type(input: HTMLInputElement, value: string) {
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Clicks once the form has rendered what was typed. */
async function click(el: Element | null | undefined) {
  await new Promise((resolve) => setTimeout(resolve))
  ;(el as HTMLElement).click()
}
const row = (root: Element, account: string) => root.querySelector(`tr[data-account=${account}]`)

describe('the downline row actions (AGENT-4, MEMBER-6)', () => {
  it('freezes a direct member with a reason; an empty reason is refused before sending; the row shows the status and reason', async () => {
    await asAgent()
    const { container } = renderPage(() => <Downline />, { path: '/agentHome' })
    await until(() => expect(row(container, 'direct_m1')).not.toBeNull())
    // direct_m2 is seeded frozen, with its reason; it offers Unfreeze and no transfer.
    expect(text(row(container, 'direct_m2')?.querySelector('[part=status-reason]'))).toBe(
      'Reason: Unusual betting under review',
    )
    expect(row(container, 'direct_m2')?.querySelector('[part=unfreeze-member]')).not.toBeNull()
    expect(row(container, 'direct_m2')?.querySelector('[part=transfer-member]')).toBeNull()
    const freeze = row(container, 'direct_m1')!.querySelector('[part=freeze-member]')!
    expect(freeze.getAttribute('aria-label')).toBe('Freeze direct_m1')
    await click(freeze)
    const dialog = await waitFor(container, '[part=status-dialog]')
    await click(dialog.querySelector('[part=status-submit]'))
    await until(() =>
      expect(text(dialog.querySelector('.lk-field [id$=-error]'))).toBe('Input cannot be empty'),
    )
    expect(row(container, 'direct_m1')?.getAttribute('data-status')).toBe('active')
    type(dialog.querySelector('input[name=reason]')!, 'Chargeback under review')
    await click(dialog.querySelector('[part=status-submit]'))
    await until(() => expect(row(container, 'direct_m1')?.getAttribute('data-status')).toBe('frozen'))
    expect(text(container.querySelector('[part=downline-done]'))).toBe('direct_m1 is frozen.')
    expect(text(row(container, 'direct_m1')?.querySelector('[part=status-reason]'))).toBe(
      'Reason: Chargeback under review',
    )
    expect(container.querySelector('[part=status-dialog]')).toBeNull()
  })

  it('unfreezes a frozen member, its earlier freeze shown in the dialog (who, when, why)', async () => {
    await asAgent()
    const { container } = renderPage(() => <Downline />, { path: '/agentHome' })
    await until(() => expect(row(container, 'direct_m2')).not.toBeNull())
    await click(row(container, 'direct_m2')!.querySelector('[part=unfreeze-member]'))
    const dialog = await waitFor(container, '[part=status-dialog]')
    await until(() =>
      expect(text(dialog.querySelector('[part=status-history] li'))).toMatch(
        /^Frozen by agent on .+: Unusual betting under review$/,
      ),
    )
    type(dialog.querySelector('input[name=reason]')!, 'Review closed')
    await click(dialog.querySelector('[part=status-submit]'))
    await until(() => expect(row(container, 'direct_m2')?.getAttribute('data-status')).toBe('active'))
    expect(text(container.querySelector('[part=downline-done]'))).toBe('direct_m2 is active again.')
    expect(row(container, 'direct_m2')?.querySelector('[part=status-reason]')).toBeNull()
    expect(row(container, 'direct_m2')?.querySelector('[part=transfer-member]')).not.toBeNull()
  })

  it('keeps the amount and remark after a refused transfer and clears only the password', async () => {
    const token = await asAgent()
    await post(
      '/wps/relay/SEC_transactionPassword',
      {
        loginPassword: 'Agent1234!',
        newPassword: '246810',
        confirmPassword: '246810',
      },
      token,
    )
    const { container } = renderPage(() => <Downline />, { path: '/agentHome' })
    await until(() => expect(row(container, 'direct_m3')).not.toBeNull())
    await click(row(container, 'direct_m3')!.querySelector('[part=transfer-member]'))
    const dialog = await waitFor(container, '[part=team-form]')
    type(dialog.querySelector('input[name=amount]')!, '25')
    type(dialog.querySelector('input[name=remark]')!, 'for the weekend')
    type(dialog.querySelector('input[name=transactionPassword]')!, '999999')
    await click(dialog.querySelector('[part=team-send]'))
    // The server refuses the wrong password, shown at the field; the rest stays as typed.
    await until(() =>
      expect(text(dialog.querySelector('[data-invalid=true] [id$=-error]'))).toMatch(/password/i),
    )
    expect(dialog.querySelector<HTMLInputElement>('input[name=amount]')!.value).toBe('25')
    expect(dialog.querySelector<HTMLInputElement>('input[name=remark]')!.value).toBe('for the weekend')
    expect(dialog.querySelector<HTMLInputElement>('input[name=transactionPassword]')!.value).toBe('')
    type(dialog.querySelector('input[name=transactionPassword]')!, '246810')
    await click(dialog.querySelector('[part=team-send]'))
    await until(() =>
      expect(text(container.querySelector('[part=downline-done]'))).toMatch(
        /^Rs 25\.00 sent to direct_m3\.$/,
      ),
    )
  })
})

describe('the overview trend (AGENT-2)', () => {
  it('summarises the drawing in its label and opens the same 30 days as a table', async () => {
    await asAgent()
    const { container } = renderPage(() => <Overview />, { path: '/agentHome' })
    // The overview alone labels its dates in words (the period form's wording travels with it).
    await until(() => expect(container.querySelector('[part=trend-chart]')).not.toBeNull())
    const labels = [...container.querySelectorAll('[part=agent-filters] label')].map((l) => text(l))
    expect(labels).toEqual(expect.arrayContaining(['From', 'To']))
    const chart = container.querySelector('[part=trend-chart]')!
    expect(chart.getAttribute('role')).toBe('img')
    expect(chart.getAttribute('aria-label')).toMatch(
      /^Valid bets per day over the last 30 days, from .+ to .+: lowest Rs [\d,.]+, highest Rs [\d,.]+, total Rs [\d,.]+\.$/,
    )
    const toggle = container.querySelector('[part=trend-table-toggle]')!
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(container.querySelector('[part=trend-table]')).toBeNull()
    await click(toggle)
    await until(() => expect(container.querySelectorAll('[part=trend-table] tbody tr')).toHaveLength(30))
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    // The table's valid bets add up to the total the drawing's label names.
    const cells = [...container.querySelectorAll('[part=trend-table] tbody tr')].map((tr) =>
      Number(text(tr.querySelectorAll('td')[1]).replace(/[^\d.-]/g, '')),
    )
    const total = Number(
      chart
        .getAttribute('aria-label')!
        .match(/total Rs ([\d,]+\.\d{2})/)![1]!
        .replace(/,/g, ''),
    )
    expect(Math.round(cells.reduce((a, b) => a + b, 0) * 100) / 100).toBe(total)
    expect(total).toBeGreaterThan(0)
    // Another figure redraws with its own summary.
    const select = container.querySelector<HTMLSelectElement>('select[name=trendFigure]')!
    select.value = 'myIncome'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await until(() => expect(chart.getAttribute('aria-label')).toMatch(/^My income per day/))
  })
})

async function waitFor(root: Element, selector: string) {
  await until(() => expect(root.querySelector(selector)).not.toBeNull())
  return root.querySelector(selector)!
}

describe('the salary formula and the offer withdrawal (AGENT-13, AGENT-17)', () => {
  it("shows each real-time payment's formula with the sub-agents' deduction, as the server paid it", async () => {
    const token = await asAgent()
    const paid = await post('/wps/relay/MCSFE_processRealTimeSalaryContract', { pageSize: 20 }, token)
    const withCut = (paid.value.list as any[]).find((p) => p.deducted > 0)
    expect(withCut).toBeDefined()
    const { container } = renderPage(() => <RealtimeSalary />, { path: '/agentHome' })
    await until(() => expect(container.querySelector(`tr[data-period="${withCut.period}"]`)).not.toBeNull())
    const money = (n: number) =>
      n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    expect(text(container.querySelector(`tr[data-period="${withCut.period}"] [part=payment-formula]`))).toBe(
      `${withCut.rate}% of Rs ${money(withCut.base)} = Rs ${money(withCut.gross)} − sub-agents Rs ${money(withCut.deducted)} = Rs ${money(withCut.amount)}`,
    )
  })

  it('withdraws my pending offer from its popup; the request then reads Withdrawn', async () => {
    await asAgent()
    const { container } = renderPage(() => <Contracts />, { path: '/agentHome' })
    const pending = '[part=request-table] tr[data-direction=outgoing][data-status=pending][data-request=new]'
    await until(() => expect(container.querySelector(pending)).not.toBeNull())
    const open = container.querySelector(`${pending} [part=open-request]`)!
    expect(text(open)).toBe('Withdraw offer')
    expect(open.getAttribute('aria-label')).toBe('Withdraw offer to quetta_agent')
    await click(open)
    const popup = await waitFor(container, '[part=contract-popup]')
    await click(popup.querySelector('[part=withdraw-offer]'))
    await until(() => expect(text(container.querySelector('[part=contract-done]'))).toBe('Offer withdrawn.'))
    expect(container.querySelector(pending)).toBeNull()
    const row = container.querySelector(
      '[part=request-table] tr[data-direction=outgoing][data-status=withdrawn]',
    )
    expect(text(row)).toMatch(/To quetta_agent.*Withdrawn/)
  })
})
