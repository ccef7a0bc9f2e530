// The security centre's profile (MEMBER-1, MEMBER-27) against the reference server: each field the
// operator enables is labelled by the spec's profile labels, the full name beside the real name; a
// full name too short is refused beside its field with what was typed kept; a right one is saved.
import { describe, expect, it } from 'vitest'
import { fetchSecurityOverview } from '../../../../../core/api/security'
import { adoptToken } from '../../../../../core/stores/session'
import { ProfileCard } from '../../../../../widgets/lobbykit-site/pages/member/security/profile'
import '../../../../../widgets/lobbykit-site/pages/member/security/kit'
import { nodeRequest, PLATFORM_HEADERS, until, usePlatform } from '../../../../helpers/platform'
import { renderPage, text } from '../../../../helpers/render-page'
import { typeInto } from '../../../../helpers/dom'

const server = usePlatform()

describe('profile (MEMBER-27)', () => {
  it('labels the full name beside the real name, refuses a short one beside it and saves a right one', async () => {
    const login = await nodeRequest<{ value: { token: string } }>(`${server().url}/wps/session/login`, {
      method: 'POST',
      body: { type: 'username', username: 'demo', password: 'Demo1234!' },
      headers: { ...PLATFORM_HEADERS, modID: 'COMM3' },
    })
    await adoptToken(login.value.token)
    const overview = await fetchSecurityOverview()
    let saved = overview
    const { container } = renderPage(() => <ProfileCard overview={overview} onSaved={(o) => (saved = o)} />, {
      path: '/member',
    })
    const labels = [...container.querySelectorAll('[part=profile-form] label')].map((l) => text(l))
    expect(labels.slice(0, 4)).toEqual(['Nickname*', 'Real name', 'Full name', 'Birthday'])
    const input = container.querySelector<HTMLInputElement>('input[name=fullName]')!
    expect(input.getAttribute('autocomplete')).toBe('name')
    await typeInto(input, 'A')
    container.querySelector<HTMLButtonElement>('[part=profile-form] button[type=submit]')!.click()
    await until(() =>
      expect(text(container.querySelector('[data-field=fullName], [part=profile-form]'))).toContain(
        'Please enter 2 - 60 characters',
      ),
    )
    expect(input.value).toBe('A')
    await typeInto(input, 'Ali Khan')
    container.querySelector<HTMLButtonElement>('[part=profile-form] button[type=submit]')!.click()
    await until(() => expect(saved.profile.fullName).toBe('Ali Khan'))
  })
})
