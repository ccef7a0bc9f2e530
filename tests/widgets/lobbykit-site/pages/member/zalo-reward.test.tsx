// CONST-8, C-13 against the reference server: the profile offers the Zalo reward the brand
// configures, with a link to its terms; a Zalo number too short is refused beside the field with what
// was typed kept; after a save the credited amount shows, money formatted like the rest of the page.
import { describe, expect, it } from 'vitest'
import { fetchSecurityOverview } from '../../../../../core/api/security'
import { adoptToken } from '../../../../../core/stores/session'
import { ProfileCard } from '../../../../../widgets/lobbykit-site/pages/member/security/profile'
import '../../../../../widgets/lobbykit-site/pages/member/security/kit'
import { demo, nodeRequest, PLATFORM_HEADERS, until, usePlatform } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'
import { typeInto } from '../../../../helpers/dom'

const server = usePlatform()

async function profileOf(zaloReward: { amount: number; termsPath: string }) {
  await demo(server(), 'PUT', '/demo/api/settings', {
    zaloReward,
    profile: { regExp: { zalo: { enabled: true } } },
  })
  const login = await nodeRequest<{ value: { token: string } }>(`${server().url}/wps/session/login`, {
    method: 'POST',
    body: { type: 'username', username: 'demo', password: 'Demo1234!' },
    headers: { ...PLATFORM_HEADERS, modID: 'COMM3' },
  })
  await adoptToken(login.value.token)
  const overview = await fetchSecurityOverview()
  const { container } = renderPage(() => <ProfileCard overview={overview} onSaved={() => {}} />, {
    path: '/member',
  })
  return container
}

const submit = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('[part=profile-form] button[type=submit]')!.click()

describe('the Zalo reward in the profile (CONST-8, C-13)', () => {
  it('offers the configured amount with its terms, refuses a short number, then says it was credited', async () => {
    const container = await profileOf({ amount: 75, termsPath: '/promotions' })
    const offer = container.querySelector('[part=zalo-reward-offer]')!
    expect(text(offer)).toMatch(/Add your Zalo number and get .*75/)
    expect(offer.querySelector('a')!.getAttribute('href')).toBe('/promotions')
    const input = container.querySelector<HTMLInputElement>('input[name=zalo]')!
    await typeInto(input, '1234')
    submit(container)
    await until(() =>
      expect(text(container.querySelector('[part=profile-form]'))).toContain(
        'Please enter a Zalo number of 9 to 15 digits',
      ),
    )
    expect(input.value).toBe('1234')
    await typeInto(input, '+84 912 345 678')
    submit(container)
    await until(() => expect(container.querySelector('[part=zalo-reward]')).not.toBeNull())
    expect(text(container.querySelector('[part=zalo-reward]'))).toMatch(/Zalo reward of .*75.* credited/)
    expect(input.value).toBe('84912345678')
  })

  it('promises nothing when the brand offers no Zalo reward', async () => {
    const container = await profileOf({ amount: 0, termsPath: '/promotions' })
    expect(container.querySelector('input[name=zalo]')).not.toBeNull()
    expect(container.querySelector('[part=zalo-reward-offer]')).toBeNull()
    expect(text(container)).not.toContain('Zalo number and get')
  })
})
