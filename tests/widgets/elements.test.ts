// Each element described once (widgets/<tag>/element.json, core/events.json,
// loader/commands.json, widgets/kit/parts.json), everything else generated from it, and the
// description checked against the source both ways.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { WIDGETS } from '../../widgets/manifest.mjs'
import { readDescriptions, staleSources } from '../../scripts/element-docs.mjs'
import {
  ROOT,
  commandsInSource,
  elementSource,
  emittingFunctions,
  everyDispatchedEvent,
  partsIn,
} from '../helpers/element-source'

const descriptions = await readDescriptions(ROOT)
const emitting = emittingFunctions()
const sorted = (values: Iterable<string>) => [...new Set(values)].sort()

/** Names in `source` the description lacks, and names described that the source does not have. */
function difference(source: Iterable<string>, described: Iterable<string>) {
  const a = new Set(source)
  const b = new Set(described)
  return {
    undescribed: sorted([...a].filter((x) => !b.has(x))),
    notInSource: sorted([...b].filter((x) => !a.has(x))),
  }
}
const AGREE = { undescribed: [], notInSource: [] }

describe('element descriptions agree with the source', () => {
  it('describes every tag the bundle ships, once', () => {
    expect(descriptions.elements.map((e) => e.tag)).toEqual(WIDGETS)
  })

  for (const el of descriptions.elements) {
    describe(`<${el.tag}>`, () => {
      const source = elementSource(el.tag, emitting)

      it('describes every part="…" its source renders, and no other', () => {
        expect(
          difference(
            source.parts,
            el.parts.map((p) => p.name),
          ),
        ).toEqual(AGREE)
      })

      it('describes every attribute its component reads, and no other', () => {
        expect(
          difference(
            source.props,
            el.attributes.map((a) => a.property),
          ),
        ).toEqual(AGREE)
      })

      it('describes every event it dispatches, and no other', () => {
        expect(
          difference(
            source.events,
            el.events.map((e) => e.name),
          ),
        ).toEqual(AGREE)
      })

      it('defines itself with the props map generated from its description', () => {
        const index = readFileSync(join(ROOT, 'widgets', el.tag, 'index.ts'), 'utf8')
        expect(index).toMatch(/import \{ PROPS[^}]*\} from '\.\/element'/)
        expect(index).toMatch(/defineWidget(<\w+>)?\(\s*tag,\s*\w+,\s*PROPS\b/)
      })
    })
  }

  it('describes every part defineWidget gives every element', () => {
    const text = readFileSync(join(ROOT, 'widgets/kit/define-widget.tsx'), 'utf8')
    expect(
      difference(
        partsIn(text),
        descriptions.common.parts.map((p) => p.name),
      ),
    ).toEqual(AGREE)
  })

  it('describes every command createCommands implements, and no other', () => {
    expect(
      difference(
        commandsInSource(),
        descriptions.commands.commands.map((c) => c.name),
      ),
    ).toEqual(AGREE)
  })

  it('describes every event core, the widgets and the loader dispatch, and no other', () => {
    expect(
      difference(
        everyDispatchedEvent(),
        descriptions.events.events.map((e) => e.name),
      ),
    ).toEqual(AGREE)
  })

  it('finds the core functions that dispatch on an element (the @emits marks this test reads)', () => {
    expect(emitting.get('launchGame')).toContain('launch')
    expect(emitting.get('login')).toContain('login')
  })

  it('has generated the props maps, event and command types and README tables from the descriptions', async () => {
    // `npm run docs` (or node build.mjs) rewrites them.
    expect(await staleSources(ROOT)).toEqual([])
  })
})
