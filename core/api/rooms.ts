// PVP rooms of api.md "Games" (API-47): a module of its own, as the game launch (in every lobby's
// first render) needs it and none of the lottery calls.
import { call } from './http'

/** A PVP room (API-47). */
export interface PvpRoom {
  roomId: string
  roomName: string
  stake: number
  players: number
  maxPlayers: number
  status: 'OPEN' | 'FULL'
}

/** API-47: the rooms of a PVP game. */
export function fetchRooms(nodeId: number, signal?: AbortSignal): Promise<PvpRoom[]> {
  return call<{ list: PvpRoom[] }>('/wps/relay/GLS2_roomList', {
    modId: 'GAMELO3',
    token: true,
    query: { nodeId },
    signal,
  }).then((value) => value.list ?? [])
}
