// MEMBER-14: a message read in the member centre lowers the marquee's unread count without a reload
// (the centre puts the server's new count on member info; the marquee asks the platform again).
import { beforeAll, describe, expect, it } from 'vitest'
import { fetchMessages, readMessage } from '../../../core/api/member-records'
import { applyUnread } from '../../../core/stores/messages'
import { login } from '../../../core/stores/session'
import { register } from '../../../widgets/notice-marquee/index'
import { until, usePlatform } from '../../helpers/platform'
import { mountWidget } from '../../helpers/dom'

usePlatform()
beforeAll(() => register('notice-marquee'))

describe('the marquee follows the messages read in the member centre (MEMBER-14)', () => {
  it('shows 3, then 2 once a message is opened, with no reload', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const root = mountWidget('<notice-marquee></notice-marquee>')
    const count = () => root.querySelector('[part=unread]')?.getAttribute('data-count')
    await until(() => expect(count()).toBe('3'))
    const unread = (await fetchMessages(1, 10)).list.find((m) => !m.read)!
    applyUnread((await readMessage(unread.id)).unread)
    await until(() => expect(count()).toBe('2'))
  })

  it('shows no badge with nothing unread, the icon and its spoken count stay (HOME-3)', async () => {
    await login({ type: 'username', username: 'demo', password: 'Demo1234!' })
    const root = mountWidget('<notice-marquee></notice-marquee>')
    const unread = () => root.querySelector('[part=unread]')
    await until(() => expect(unread()?.getAttribute('data-count')).toBe('3'))
    expect(unread()!.querySelector('.lk-marquee-badge')?.textContent).toBe('3')
    // Every message read, as in the member centre.
    let left = 3
    for (const message of (await fetchMessages(1, 50)).list.filter((m) => !m.read))
      left = (await readMessage(message.id)).unread
    expect(left).toBe(0)
    applyUnread(left)
    await until(() => expect(unread()?.getAttribute('data-count')).toBe('0'))
    expect(unread()!.querySelector('.lk-marquee-badge')).toBeNull()
    expect(unread()!.querySelector('svg')).not.toBeNull()
    expect(unread()!.querySelector('.lk-visually-hidden')?.textContent).toBe('0 unread messages')
  })
})
