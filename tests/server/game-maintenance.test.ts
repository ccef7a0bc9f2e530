// @vitest-environment node
// ERR-9: a vendor under maintenance (the demo switch `maintenanceVendors`) launches nothing: the launch
// and its fallback answer GAME_MAINTENANCE, 'Game maintenance', for real play and free trial alike;
// other vendors' games still launch.
import { describe, expect, it } from 'vitest'
import { api, login, setSettings, useServer } from './helpers'

const server = useServer()
const firstGame = async (vendor: string, extra = '') =>
  (
    await api(
      server.url,
      `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendor}&pageSize=40${extra}`,
      {
        modId: 'GAMELO3',
      },
    )
  ).body.value.games[0]

describe('game maintenance (ERR-9)', () => {
  it("refuses a vendor's games while it is under maintenance, and launches them again after", async () => {
    const token = await login(server.url, 'demo', 'Demo1234!')
    const pg = await firstGame('PG')
    const other = await firstGame('JDB')
    await setSettings(server.url, { maintenanceVendors: ['PG'] })
    for (const path of ['/wps/game/launchGame', '/wps/relay/GCS_gameLaunchFB']) {
      const refused = await api(server.url, `${path}?nodeId=${pg.nodeId}`, { token })
      expect(refused.body).toMatchObject({
        success: false,
        errorCode: 'GAME_MAINTENANCE',
        message: 'Game maintenance',
      })
    }
    const trial = await api(server.url, `/wps/game/launchGame?nodeId=${pg.nodeId}&freePlay=1`)
    expect(trial.body.errorCode).toBe('GAME_MAINTENANCE')
    expect(
      (await api(server.url, `/wps/game/launchGame?nodeId=${other.nodeId}`, { token })).body.success,
    ).toBe(true)
    await setSettings(server.url, { maintenanceVendors: [] })
    expect((await api(server.url, `/wps/game/launchGame?nodeId=${pg.nodeId}`, { token })).body.success).toBe(
      true,
    )
  })
})
