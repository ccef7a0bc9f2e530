// The launch call itself (loaded with the first launch, so the tiles' first render stays small):
// API-48, then the fallback API-46 when the primary fails (STORE-4: the URL on a launch CDN picked at
// random, checked).
import { requestLaunch, requestLaunchFallback, type LaunchAnswer } from '../api/games'
import { ApiError } from '../errors'
import { $system } from '../stores/system'
import { launchUrlOf } from './launch-url'

/** The primary launch did not answer (network, timeout, 5xx): worth the fallback call. */
function isServiceFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === undefined || error.status >= 500
}

/** API-48, then API-46 when the primary fails (not when it refuses: a refusal is the answer). */
export async function requestGameLaunch(
  nodeId: number,
  freeTrial: boolean,
  language: string,
  roomId?: string,
): Promise<LaunchAnswer> {
  try {
    return await requestLaunch(nodeId, freeTrial, language, roomId)
  } catch (error) {
    if (!isServiceFailure(error)) throw error
    return requestLaunchFallback(nodeId, freeTrial, language, roomId)
  }
}

/** STORE-4, §9: the launched game's URL on a launch CDN picked at random, checked (safe URL). */
export function launchedUrl(answer: LaunchAnswer): string {
  const url = launchUrlOf(answer, $system.get().answer?.info.launchGameCDNs)
  if (!url) throw new ApiError({ request: 'launch', key: 'unknown_error' })
  return url
}
