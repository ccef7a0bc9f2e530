// C-17 on the money pages, against the reference server: a member without a birth date is refused a
// deposit or a withdrawal by the rule gate (AGE_UNVERIFIED, the operator's minimum age); the page says
// so in the member's language with that age, keeps the amount typed, and links to the profile, whose
// birthday input then takes the focus.
import { describe, expect, it } from 'vitest'
import { fetchSecurityOverview } from '../../../../../../core/api/security'
import { loadDictionary } from '../../../../../../core/i18n/index'
import { $locale } from '../../../../../../core/stores/locale'
import { adoptToken } from '../../../../../../core/stores/session'
import DepositSection from '../../../../../../widgets/lobbykit-site/pages/member/wallet/deposit'
import WithdrawSection from '../../../../../../widgets/lobbykit-site/pages/member/wallet/withdraw'
import { ProfileCard } from '../../../../../../widgets/lobbykit-site/pages/member/security/profile'
import { click, typeInto } from '../../../../../helpers/dom'
import { demo, nodeRequest, PLATFORM_HEADERS, until, usePlatform } from '../../../../../helpers/platform'
import { renderPage, text } from '../../../../../helpers/render-page'

const server = usePlatform()

/** The demo member, logged in, with no birth date on the server and the operator's minimum age 21. */
async function memberWithoutBirthday() {
  await demo(server(), 'PUT', '/demo/api/settings', { brand: { minAge: 21 } })
  server().db.prepare("DELETE FROM member_ages WHERE member_id = '10000001'").run()
  const login = await nodeRequest<{ value: { token: string } }>(`${server().url}/wps/session/login`, {
    method: 'POST',
    body: { type: 'username', username: 'demo', password: 'Demo1234!' },
    headers: { ...PLATFORM_HEADERS, modID: 'COMM3' },
  })
  await adoptToken(login.value.token)
}

describe('the age refusal on the money pages (C-17)', () => {
  it('C-17: a deposit names the minimum age, keeps the amount and leads to the profile birthday', async () => {
    await memberWithoutBirthday()
    const { container } = renderPage(() => <DepositSection />, { path: '/member' })
    await until(() =>
      expect(container.querySelector('[part=deposit-form] input[name=amount]')).not.toBeNull(),
    )
    const amount = container.querySelector<HTMLInputElement>('[part=deposit-form] input[name=amount]')!
    await typeInto(amount, '500')
    await click(container.querySelector('[part=deposit-submit]')!)
    await until(() => expect(container.querySelector('[part=wallet-error] [role=alert]')).not.toBeNull())
    expect(text(container.querySelector('[part=wallet-error] [role=alert]'))).toBe(
      'Real-money play is for players aged 21 or over. Please add your date of birth first.',
    )
    expect(amount.value).toBe('500')
    const link = container.querySelector<HTMLAnchorElement>('[part=age-fix]')!
    expect(text(link)).toBe('Add your date of birth')
    expect(link.getAttribute('href')).toBe('/member?tab=security')
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    const overview = await fetchSecurityOverview()
    const profile = renderPage(() => <ProfileCard overview={overview} onSaved={() => {}} />, {
      path: '/member',
    })
    await until(() =>
      expect((profile.container.getRootNode() as Document).activeElement).toBe(
        profile.container.querySelector('input[name=birthday]'),
      ),
    )
  })

  it('C-17: a withdrawal says it in Urdu with the minimum age and the link', async () => {
    await loadDictionary('UR')
    $locale.set('UR')
    await memberWithoutBirthday()
    const { container } = renderPage(() => <WithdrawSection />, { path: '/member' })
    await until(() => expect(container.querySelector('[part=withdraw-form]')).not.toBeNull())
    const amount = container.querySelector<HTMLInputElement>('[part=withdraw-form] input[name=amount]')!
    await typeInto(amount, '200')
    await typeInto(
      container.querySelector<HTMLInputElement>('[part=withdraw-form] input[name=password]')!,
      'Demo1234!',
    )
    await click(container.querySelector('[part=withdraw-submit]')!)
    await until(() => expect(container.querySelector('[part=wallet-error] [role=alert]')).not.toBeNull())
    expect(text(container.querySelector('[part=wallet-error] [role=alert]'))).toBe(
      'اصلی رقم سے کھیلنا صرف 21 سال یا اس سے زیادہ عمر کے کھلاڑیوں کے لیے ہے۔ براہ کرم پہلے اپنی تاریخ پیدائش درج کریں۔',
    )
    expect(amount.value).toBe('200')
    expect(text(container.querySelector('[part=age-fix]'))).toBe('اپنی تاریخ پیدائش درج کریں')
  })
})
