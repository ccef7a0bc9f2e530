// I18N: the status call's texts (maintenance, region, the licence line) are the server's in the
// interface language: the site (widgets/lobbykit-site/layout/status-language.ts) has the system store
// ask again when the language changes, and a failed second ask keeps what it had (the page does not
// fall open or blank).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { followStatusLanguage } from '../../../../widgets/lobbykit-site/layout/status-language'
import { $system, reloadSystem, SystemStatus } from '../../../../core/stores/system'
import { setLanguage } from '../../../../core/stores/language'
import { $locale } from '../../../../core/stores/locale'
import { configure, DEFAULT_CONFIG } from '../../../../core/config'
import { fetchSystemStatus } from '../../../../core/api/system'
import { demo, muteRefusedConnections, until, usePlatform } from '../../../helpers/platform'

const server = usePlatform()
let stop: () => void
beforeEach(() => {
  stop = followStatusLanguage()
})
afterEach(() => stop())

describe('$system in the interface language (I18N)', () => {
  it('reloads the status texts and the licence line in Urdu, then English again', async () => {
    await demo(server(), 'PUT', '/demo/api/settings', { maintenance: true })
    await reloadSystem()
    expect($system.get().answer?.maintenanceTitle).toBe('Scheduled maintenance')
    expect($system.get().answer?.info.brand?.licence).toContain('Licensed and regulated')

    await setLanguage('UR')
    await until(() => expect($system.get().answer?.maintenanceTitle).toBe('سسٹم کی طے شدہ دیکھ بھال'))
    expect($system.get().answer?.info.brand?.licence).toContain('کیوراساؤ گیمنگ اتھارٹی')
    expect($system.get().status).toBe(SystemStatus.Maintenance)

    await setLanguage('EN')
    await until(() => expect($system.get().answer?.maintenanceTitle).toBe('Scheduled maintenance'))
  })

  it('keeps the last answer when the second ask fails: the block page neither opens nor blanks', async () => {
    await demo(server(), 'PUT', '/demo/api/settings', { regionRestriction: true })
    await reloadSystem()
    const before = $system.get()
    expect(before.status).toBe(SystemStatus.Region)
    const restore = muteRefusedConnections()
    try {
      configure({ ...DEFAULT_CONFIG, api: 'http://127.0.0.1:9' }) // nothing listens there
      await setLanguage('UR')
      expect($locale.get()).toBe('UR')
      // The same call is shared while in flight (core/api/http.ts): this settles when the store's has.
      await expect(fetchSystemStatus()).rejects.toThrow()
      expect($system.get()).toBe(before)
    } finally {
      restore()
    }
  })
})
