// The agent centre's demo switches (routes/agent-demo.mjs).
import { controlApi } from './control-kit.js'
const status = document.getElementById('agent-status')
document.getElementById('agent-settle').addEventListener('click', async () => {
  try {
    const { payments, clock } = await controlApi('POST', '/demo/api/agent/settle')
    const total = payments.reduce((sum, p) => sum + p.amount, 0)
    status.textContent = `Settled at ${new Date(clock).toLocaleString()}: ${payments.length} payment(s), Rs ${total.toFixed(2)}.`
  } catch (error) {
    status.textContent = `Settlement failed: ${error.message}`
  }
})
for (const button of document.querySelectorAll('[data-advance]')) {
  button.addEventListener('click', async () => {
    try {
      const { clock } = await controlApi('POST', '/demo/api/agent/clock', { advance: button.dataset.advance })
      status.textContent = `Settlement clock now ${new Date(clock).toLocaleString()}.`
    } catch (error) {
      status.textContent = `Clock not moved: ${error.message}`
    }
  })
}
