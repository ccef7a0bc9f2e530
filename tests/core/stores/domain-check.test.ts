// ERR-6: a page outside the operator's domains is told 'Invalid URL, please contact customer service'
// (the reference server's INVALID_URL), in English and Urdu.
import { describe, expect, it } from 'vitest'
import { checkAffiliate } from '../../../core/api/register'
import { errorMessageOf } from '../../../core/errors'
import { loadDictionary } from '../../../core/i18n/index'
import { usePlatform } from '../../helpers/platform'

usePlatform()

describe('the domain check (ERR-6)', () => {
  it("shows the catalogue's message when the page's domain is not the operator's", async () => {
    await expect(checkAffiliate('agent2025', 'localhost')).resolves.toMatchObject({ code: 'AGENT2025' })
    const error = await checkAffiliate('agent2025', 'phish.example').catch((e: unknown) => e)
    expect(error).toMatchObject({ key: 'invalid_url', errorCode: 'INVALID_URL' })
    expect(errorMessageOf(error)).toBe('Invalid URL, please contact customer service')
    await loadDictionary('UR')
    expect(errorMessageOf(error, 'UR')).not.toBe('Invalid URL, please contact customer service')
    expect(errorMessageOf(error, 'UR')).toMatch(/[\u0600-\u06FF]/)
  })
})
