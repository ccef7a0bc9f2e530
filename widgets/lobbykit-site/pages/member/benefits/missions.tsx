import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { fetchMissionLeaderboard, fetchMissions, type Mission } from '../../../../../core/api/missions'
import { intlLocale } from '../../../../../core/format'
import { tDynamic } from '../../../../../core/i18n/index'
import { $locale } from '../../../../../core/stores/locale'
import { claimMission } from '../../../../../core/actions/claim'
import { Button } from '../../../../kit/button'
import { useT } from '../../../../kit/use-t'
import { useUid } from '../../../../kit/use-uid'
import { LoadState } from '../../../shared/load-state'
import { useLoad } from '../../../shared/use-load'
import { BenefitSection, usePercent } from './benefits-kit'
import { ActionError, useAction } from '../../centre-kit/use-action'
import { TableRegion } from '../../centre-kit/table-region'
import { useFormat } from '../../../../kit/use-format'
import '../en'

const TONES = { open: 'off', claimable: 'go', claimed: 'ok' } as const

/**
 * MEMBER-13 and MEMBER-35: the missions of their current period with the member's progress (computed by
 * the server from real bets and deposits, API-53) as a bar and in words, Claim on a complete one
 * (credited once, the header balance follows), and each mission's leaderboard with the member's own
 * rank (API-54, one call per mission, each failing on its own).
 */
export default function Missions() {
  return (
    <BenefitSection name="missions">
      <MissionsView />
    </BenefitSection>
  )
}

function MissionsView() {
  const t = useT()
  const missions = useLoad(fetchMissions)
  const claim = useAction()
  const [said, setSaid] = useState<string | null>(null)
  const { money } = useFormat()
  const list = missions.data?.list ?? []
  const onClaim = (mission: Mission) =>
    claim.run(async () => {
      setSaid(null)
      const outcome = await claimMission(mission.id)
      if ('paid' in outcome) {
        missions.set({ list: outcome.paid.list })
        setSaid(t('benefits_claimed', [money(outcome.paid.claimed)]))
      } else {
        // Claimed in another tab, or the period turned: say so and show the missions as they are now.
        missions.reload()
        setSaid(outcome.refused && tDynamic(outcome.refused))
      }
    })
  return (
    <>
      <h2>{t('ms_title')}</h2>
      <LoadState state={missions} empty={!list.length} />
      <p className="benefits-ok" role="status" part="mission-status">
        {said}
      </p>
      <ActionError action={claim} />
      {list.length > 0 && (
        <>
          <ul className="benefits-rewards" part="mission-list">
            {list.map((mission) => (
              <MissionCard
                key={mission.id}
                mission={mission}
                busy={claim.busy}
                onClaim={() => void onClaim(mission)}
              />
            ))}
          </ul>
          {list.map((mission) => (
            <Leaderboard key={mission.id} mission={mission} />
          ))}
        </>
      )}
    </>
  )
}

/** A mission's progress in its own unit: money for bets, a count for deposits. */
function useAmount() {
  const { money } = useFormat()
  const lang = useStore($locale)
  return (mission: Mission, value: number) =>
    mission.kind === 'DEPOSIT_COUNT' ? new Intl.NumberFormat(intlLocale(lang)).format(value) : money(value)
}

function MissionCard({ mission, busy, onClaim }: { mission: Mission; busy: boolean; onClaim(): void }) {
  const t = useT()
  const { money, day } = useFormat()
  const amount = useAmount()
  const percent = usePercent()
  const id = useUid('mission')
  const share =
    mission.target > 0 ? Math.min(100, Math.floor((mission.progress / mission.target) * 100)) : 100
  const of =
    mission.kind === 'DEPOSIT_COUNT'
      ? t('ms_deposits', [amount(mission, mission.progress), amount(mission, mission.target)])
      : t('benefits_of', [money(mission.progress), money(mission.target)])
  const text = `${of} (${percent(share)})`
  return (
    <li
      className="benefits-card benefits-reward"
      part="mission"
      data-id={mission.id}
      data-status={mission.status === 'claimed' ? 'claimed' : undefined}
    >
      <div className="benefits-reward-head">
        <h3 className="benefits-reward-title" id={`${id}-t`}>
          {mission.title}
        </h3>
        <strong className="benefits-reward-amount">{t('ms_reward', [money(mission.reward)])}</strong>
      </div>
      <p className="benefits-reward-meta">
        <span className="benefits-badge" data-tone={TONES[mission.status]}>
          {t(`ms_st_${mission.status}`)}
        </span>
        <span className="benefits-muted">{`${t(`ms_period_${mission.period}`)} · ${t('ms_ends', [day(mission.periodEnd - 1)])}`}</span>
      </p>
      <div className="benefits-meter" part="mission-progress">
        <div className="benefits-meter-head">
          <span id={id} className="benefits-meter-label">
            {t('ms_progress')}
          </span>
          <span>{text}</span>
        </div>
        <div
          className="benefits-bar"
          role="progressbar"
          aria-labelledby={`${id}-t ${id}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
          aria-valuetext={text}
        >
          <div className="benefits-fill" style={{ inlineSize: `${share}%` }} />
        </div>
      </div>
      {mission.status === 'claimable' && (
        <Button
          variant="primary"
          busy={busy}
          onClick={onClaim}
          part="mission-claim"
          aria-label={t('ms_claim_named', [money(mission.reward), mission.title])}
        >
          {t('benefits_claim', [money(mission.reward)])}
        </Button>
      )}
    </li>
  )
}

function Leaderboard({ mission }: { mission: Mission }) {
  const t = useT()
  const amount = useAmount()
  const loaded = useLoad((signal) => fetchMissionLeaderboard(mission.id, signal), mission.id)
  const board = loaded.data
  const label = t('ms_board', [mission.title])
  return (
    <section className="benefits-board" part="mission-board" data-id={mission.id}>
      <h3>{label}</h3>
      <LoadState state={loaded} empty={!board} />
      {board && (
        <>
          <p className="benefits-muted" part="mission-rank">
            {board.me.rank !== null
              ? t('ms_your_rank', [String(board.me.rank), String(board.ranked)])
              : t('ms_unranked')}
          </p>
          {board.top.length ? (
            <TableRegion label={label}>
              <thead>
                <tr>
                  <th scope="col" className="rec-num">
                    {t('ms_rank')}
                  </th>
                  <th scope="col">{t('ms_member')}</th>
                  <th scope="col" className="rec-num">
                    {t('ms_progress')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.top.map((row) => (
                  <tr key={`${row.rank}-${row.name}`} aria-current={row.me || undefined}>
                    <td className="rec-num">{row.rank}</td>
                    <th scope="row">{row.me ? t('ms_you', [row.name]) : row.name}</th>
                    <td className="rec-num">{amount(mission, row.progress)}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          ) : (
            <p className="benefits-muted">{t('ms_nobody')}</p>
          )}
        </>
      )}
    </section>
  )
}
