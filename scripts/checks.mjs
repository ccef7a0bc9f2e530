/**
 * The checks that read the sources and need no server, run side by side (`npm test` starts with
 * them): the format check, the type check and the build with its budgets. Each one's output is
 * printed whole when it ends, under its name; exits 1 when any failed.
 */
import { spawn } from 'node:child_process'

const CHECKS = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['build', 'node', ['build.mjs']],
]

/** Runs one check; resolves to whether it passed, after printing what it wrote. */
function run([name, command, args]) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`── ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`)
      if (output.trim()) console.log(output.trimEnd())
      resolve(code === 0)
    })
  })
}

const results = await Promise.all(CHECKS.map(run))
process.exit(results.every(Boolean) ? 0 : 1)
