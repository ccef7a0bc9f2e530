// The host page's route table (core/routes.ts): where a widget's link to a section goes on a page
// that is not the standalone site (ROUTE-9, ROUTE-11, ROUTE-13, ROUTE-19).
import { afterEach, describe, expect, it } from 'vitest'
import { $config, configure } from '../../../core/config'
import { cleanRoutes, resolveLink, sectionOfPath } from '../../../core/routes'
import { elementOf } from '../../../widgets/kit/section-dialog'

afterEach(() => configure({ routes: '', site: '' }))
const setRoutes = (table: Record<string, string>) => $config.setKey('routes', JSON.stringify(table))

describe('route table', () => {
  it('reads a site path as its area and section', () => {
    expect(sectionOfPath('/member?tab=withdraw')).toEqual({ area: 'member', section: 'withdraw' })
    expect(sectionOfPath('/pointMall')).toEqual({ area: 'member', section: 'points' })
    expect(sectionOfPath('/promotions')).toEqual({ area: 'promotions', section: undefined })
    expect(sectionOfPath('/rng')).toBeNull()
  })

  it('a section with no route opens in the dialog', () => {
    expect(resolveLink('/member?tab=messages')).toEqual({ open: 'messages' })
    expect(resolveLink('/promotions')).toEqual({ open: 'promotions' })
    expect(resolveLink('https://elsewhere.example/x')).toBeNull()
  })

  it('a section route wins over its area; the area route gets ?tab=', () => {
    setRoutes({ promotions: '/offers', member: '/account', withdraw: '/cash-out' })
    expect(resolveLink('/promotions')).toEqual({ href: '/offers' })
    expect(resolveLink('/member?tab=withdraw')).toEqual({ href: '/cash-out' })
    expect(resolveLink('/member?tab=messages')).toEqual({ href: '/account?tab=messages' })
    expect(resolveLink('/pointMall')).toEqual({ href: '/account?tab=points' })
  })

  it('drops URLs that fail the URL check', () => {
    expect(cleanRoutes({ a: 'javascript:alert(1)', b: '//evil.example', c: '/ok', d: 5 })).toEqual({
      c: '/ok',
    })
    setRoutes({ promotions: 'javascript:alert(1)' })
    expect(resolveLink('/promotions')).toEqual({ open: 'promotions' })
  })

  it('with data-site and no route, a section goes to the standalone site', () => {
    configure({ site: 'https://play.example.com/' })
    expect(resolveLink('/member?tab=deposit')).toEqual({
      href: 'https://play.example.com/member?tab=deposit',
    })
  })

  it('the dialog opens each section as its element', () => {
    expect(elementOf('withdraw')).toEqual({ tag: 'member-centre', section: 'withdraw' })
    expect(elementOf('downline')).toEqual({ tag: 'agent-centre', section: 'downline' })
    expect(elementOf('promotions')).toEqual({ tag: 'promotion-list' })
    expect(elementOf('lottery')).toEqual({ tag: 'lottery-hall' })
  })
})
