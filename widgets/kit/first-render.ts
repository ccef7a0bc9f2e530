/**
 * The first renders of many elements at once (a tag's upgrade of every element already in the page,
 * a lobby's row of tiles) are spread over tasks of about SLICE_MS each, so a phone's slower core
 * answers a tap between them instead of after one long task (spec §9: first load). An element's
 * later renders are never held: only a first render waits, and in the order it was asked for.
 *
 * Off until the runtime turns it on (`sliceFirstRenders`): a widget mounted on its own (a test, a
 * host that imports one element) renders at once, as before.
 */
const SLICE_MS = 8

let sliced = false
/** When the current task's slice ends; while it is set, a message is on its way to open the next. */
let ends = 0
const waiting: (() => void)[] = []
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null

/**
 * Turns slicing on, the task that does it counting as a slice already spent: the runtime's start
 * (stores, language, the first calls) leaves the first element's render to the next task.
 */
export function sliceFirstRenders(): void {
  // An element waiting for its first render holds its room by `:state(lk-pending)` (define-widget.tsx).
  if (!channel || typeof CustomStateSet !== 'function') return
  channel.port1.onmessage = drain
  sliced = true
  ends = performance.now()
  channel.port2.postMessage(0)
}

/**
 * Runs `run` now if this task's slice has room, else in a later task (a message: no timer
 * clamping); answers whether it waits.
 */
export function firstRender(run: () => void): boolean {
  if (sliced && !ends) {
    ends = performance.now() + SLICE_MS
    channel!.port2.postMessage(0)
  }
  if (!sliced || (!waiting.length && performance.now() < ends)) {
    run()
    return false
  }
  waiting.push(run)
  return true
}

function drain(): void {
  ends = performance.now() + SLICE_MS
  while (waiting.length && performance.now() < ends) waiting.shift()!()
  if (waiting.length) channel!.port2.postMessage(0)
  else ends = 0
}
