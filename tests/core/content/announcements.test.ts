import { beforeEach, describe, expect, it } from 'vitest'
import { storedKey } from '../../../core/storage'
import {
  audienceOf,
  closedAudiences,
  dueAnnouncements,
  isPopupDue,
  markClosed,
} from '../../../core/content/announcements'
import { pageCount, pageItems, pageSlice } from '../../../core/paging'
import { usePlatform } from '../../helpers/platform'
import { ANNOUNCEMENTS_PER_PAGE, PAGINATION_MARGIN, PAGINATION_RANGE } from '../../../core/constants'

usePlatform()

describe('announcement paging (ANN-2, ANN-3)', () => {
  const bar = (page: number, total: number) => pageItems(page, total, PAGINATION_MARGIN, PAGINATION_RANGE)

  it('uses 9 a page, margin 1 and range 5', () => {
    expect([ANNOUNCEMENTS_PER_PAGE, PAGINATION_MARGIN, PAGINATION_RANGE]).toEqual([9, 1, 5])
    expect(pageCount(19, 9)).toBe(3)
    expect(pageSlice([...Array(19).keys()], 3, 9)).toEqual([18])
  })

  it('shows every page while they fit in range plus both margins', () => {
    expect(bar(1, 1)).toEqual([1])
    expect(bar(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps one page at each end and five around the current page, with gaps between', () => {
    expect(bar(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(bar(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(bar(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(bar(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(bar(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 12])
  })
})

describe('popup audience (ANN-9..14)', () => {
  beforeEach(() => sessionStorage.clear())

  it('is B for a visitor, A for a member, A and F on a first login, nothing while unsettled', () => {
    expect(audienceOf({ status: 'loggedOut', firstTimeLogin: false })).toEqual(['B'])
    expect(audienceOf({ status: 'loggedIn', firstTimeLogin: false })).toEqual(['A'])
    expect(audienceOf({ status: 'loggedIn', firstTimeLogin: true })).toEqual(['A', 'F'])
    expect(audienceOf({ status: 'unknown', firstTimeLogin: false })).toBeNull()
    expect(audienceOf({ status: 'pending', firstTimeLogin: true })).toBeNull()
  })

  it('keeps a closed marker per audience in session storage (ANN-10, ANN-11)', () => {
    expect(isPopupDue(['B'])).toBe(true)
    markClosed(['B'])
    expect(sessionStorage.getItem(storedKey('closed'))).toBe('B')
    expect(isPopupDue(['B'])).toBe(false)
    expect(isPopupDue(['A'])).toBe(true)
    markClosed(['A', 'F'])
    expect([...closedAudiences()].sort()).toEqual(['A', 'B', 'F'])
  })

  it('loads the visitor announcements from the server, and none once closed', async () => {
    const items = await dueAnnouncements(['B'])
    expect(items.length).toBe(11)
    expect(items.every((a) => a.execution === 'B')).toBe(true)
    expect(items.map((a) => a.startDate)).toEqual([...items.map((a) => a.startDate)].sort((a, b) => b - a))
    markClosed(['B'])
    expect(await dueAnnouncements(['B'])).toEqual([])
  })
})
