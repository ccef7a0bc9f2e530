// The withdrawal's proof images, checked before upload (spec §5 "Other", VAL-56, VAL-57).
import { describe, expect, it } from 'vitest'
import { t } from '../../../../../../core/i18n/index'
import { proofsError } from '../../../../../../widgets/lobbykit-site/pages/member/wallet/withdrawal-item'
import '../../../../../../widgets/lobbykit-site/pages/member/en'

describe('proofsError (spec §5: png or jpg, at most 3, 5 MB each)', () => {
  const png = { type: 'image/png', size: 1000 }
  it('accepts up to three png or jpg images of at most 5 MB', () => {
    expect(proofsError([png, { type: 'image/jpeg', size: 5 * 1024 * 1024 }, png], t)).toBeNull()
  })
  it('refuses a fourth image, another type, or one over 5 MB', () => {
    expect(proofsError([png, png, png, png], t)).toBe('Please add at most 3 images')
    expect(proofsError([{ type: 'image/gif', size: 10 }], t)).toBe('Proof images must be png or jpg')
    expect(proofsError([{ type: 'image/png', size: 5 * 1024 * 1024 + 1 }], t)).toBe(
      'Each proof image may be at most 5 MB',
    )
  })
})
