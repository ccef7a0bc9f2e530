// What the control page's scripts share: the control API call, a section's status line, and the rows
// and buttons of its tables.

/** @param {string} id */
export const byId = (id) => /** @type {HTMLElement} */ (document.getElementById(id))

/**
 * Calls the demo control API and answers its JSON; a refusal throws with the server's message. Every
 * call but a GET sends a JSON body, `{}` when there is nothing to say: the control API refuses any
 * other body type, an empty one included.
 * @param {'GET' | 'POST' | 'PUT' | 'DELETE'} method @param {string} path @param {object} [body]
 */
export async function controlApi(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: method === 'GET' ? {} : { 'Content-Type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  })
  const data = await response.json()
  if (!response.ok) throw new Error(data.error ?? `${method} ${path}: ${response.status}`)
  return data
}

/**
 * A section's status line (an element with `role=status` in control.html): `say(text)` for what went
 * well, `say(text, false)` for what did not.
 * @param {string} id @returns {(text: string, good?: boolean) => void}
 */
export function statusLine(id) {
  return (text, good = true) => {
    const line = byId(id)
    line.textContent = text
    line.className = good ? 'ok' : 'bad'
  }
}

/**
 * A table row: a cell per value, then one cell holding the row's controls.
 * @param {unknown[]} values @param {Node[]} controls
 */
export function tableRow(values, controls) {
  const tr = document.createElement('tr')
  for (const value of values) {
    const td = document.createElement('td')
    td.textContent = String(value)
    tr.append(td)
  }
  const td = document.createElement('td')
  td.append(...controls)
  tr.append(td)
  return tr
}

/**
 * A button that runs `run`, says how it went on `say`, then `refresh`es the section's lists.
 * @param {string} label @param {() => Promise<unknown>} run
 * @param {{ say: (text: string, good?: boolean) => void, refresh: () => Promise<void> }} section
 */
export function actionButton(label, run, { say, refresh }) {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'secondary'
  button.textContent = label
  button.addEventListener('click', async () => {
    try {
      await run()
      say(`${label}: done.`)
    } catch (error) {
      say(`${label}: ${error.message}`, false)
    }
    await refresh()
  })
  return button
}
