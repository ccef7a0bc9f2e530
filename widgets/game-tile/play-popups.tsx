// The game popups opened rarely (a chunk of its own, game-popups.tsx loads it on first use): a PVP
// game's rooms (API-47) and the chat room with a live-chat host (POP-9, MEMBER-41).
import { useStore } from '@nanostores/react'
import type { Game } from '../../core/api/games'
import type { PvpRoom } from '../../core/api/rooms'
import { $chatView } from '../../core/games/chat'
import { gameNameOf } from '../../core/games/game'
import { $gameView, launchGame } from '../../core/games/launch'
import { $popup, closePopup } from '../../core/stores/popup'
import { safeUrl } from '../../core/safe-url'
import { Modal } from '../kit/modal'
import { useT } from '../kit/use-t'

/** API-47: a PVP game's rooms (stake, players, status); an open one launches the game in it. */
function Rooms({
  game,
  rooms,
  freeTrial,
  source,
}: {
  game: Game
  rooms: PvpRoom[]
  freeTrial: boolean
  source: EventTarget | null
}) {
  const t = useT()
  if (rooms.length === 0) return <p>{t('no_data')}</p>
  return (
    <ul className="lk-rooms" part="rooms">
      {rooms.map((room) => (
        <li key={room.roomId} data-room-id={room.roomId} data-status={room.status}>
          <span>
            <strong>{room.roomName}</strong> ·{' '}
            {t('game_room_facts', { stake: room.stake, players: room.players, seats: room.maxPlayers })}
          </span>
          <button
            type="button"
            className="lk-button lk-button--primary"
            disabled={room.status !== 'OPEN'}
            onClick={() => void launchGame(game, { freeTrial, source, roomId: room.roomId })}
          >
            {room.status === 'OPEN' ? t('game_room_join', { room: room.roomName }) : t('game_room_full')}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The rooms popup and the chat room. */
export function PlayPopups({ source }: { popup: 'gameRooms' | 'chat'; source: EventTarget | null }) {
  const t = useT()
  const popup = useStore($popup)
  const view = useStore($gameView)
  const chat = useStore($chatView)
  const rooms = view?.kind === 'rooms' ? view : null
  return (
    <>
      <Modal
        open={popup?.name === 'gameRooms' && !!rooms}
        title={rooms ? t('game_rooms_title', { name: gameNameOf(rooms.game) }) : ''}
        onClose={() => closePopup('gameRooms')}
        part="rooms-dialog"
      >
        {rooms && <Rooms game={rooms.game} rooms={rooms.rooms} freeTrial={rooms.freeTrial} source={source} />}
      </Modal>
      <Modal
        open={popup?.name === 'chat' && !!chat}
        title={chat ? t('game_chat_title', { name: chat.model.name }) : ''}
        onClose={() => closePopup('chat')}
        size="lg"
        part="chat-dialog"
        closeOnCover={false}
      >
        {chat && safeUrl(chat.url) && (
          <div className="lk-game-frame lk-chat-frame">
            <iframe
              src={safeUrl(chat.url) ?? undefined}
              title={t('game_chat_title', { name: chat.model.name })}
              part="chat-frame"
            />
          </div>
        )}
      </Modal>
    </>
  )
}
