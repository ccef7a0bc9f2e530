// Player protection's demo switches (routes/protection-demo.mjs): the protection clock and
// the demo-shortened reality-check interval.
import { controlApi } from './control-kit.js'
const status = document.getElementById('rg-status')
/** Moves the clock (`body`: advance or reset) and says where it is now. */
async function moveClock(body) {
  try {
    const { clock } = await controlApi('POST', '/demo/api/protection/clock', body)
    status.textContent = `Protection clock now ${new Date(clock).toLocaleString()}.`
  } catch (error) {
    status.textContent = `Clock not moved: ${error.message}`
  }
}
for (const button of document.querySelectorAll('[data-rg-advance]'))
  button.addEventListener('click', () => moveClock({ advance: button.dataset.rgAdvance }))
document.getElementById('rg-clock-reset').addEventListener('click', () => moveClock({ reset: true }))
for (const button of document.querySelectorAll('[data-rg-reality]')) {
  button.addEventListener('click', async () => {
    const seconds = button.dataset.rgReality ? Number(button.dataset.rgReality) : null
    try {
      await controlApi('POST', '/demo/api/protection/reality-check', { seconds })
      status.textContent = seconds
        ? `The reality check now comes every ${seconds} seconds (for sessions that start or change from now).`
        : 'The reality check comes at the interval each member chose (or the brand default).'
    } catch (error) {
      status.textContent = `Not changed: ${error.message}`
    }
  })
}
