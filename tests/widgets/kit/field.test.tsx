import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from '../../../widgets/kit/checkbox'
import { Field, type FieldProps } from '../../../widgets/kit/field'
import { click, find, focusedIn, mount, typeInto, unmountAll } from '../../helpers/dom'

afterEach(unmountAll)

/** A field that owns its value, as a form would. */
function OwnedField(props: Omit<FieldProps, 'value' | 'onValue'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '')
  return <Field {...props} value={value} onValue={setValue} />
}

/** The ids `aria-describedby` points at, resolved to their text. */
function describedTexts(input: Element): string[] {
  const root = input.getRootNode() as Document
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? `missing #${id}`)
}

describe('Field', () => {
  it('labels the input with <label for> and names it after the payload field', async () => {
    const container = await mount(<OwnedField name="username" label="Username" autoComplete="username" />)
    const input = find<HTMLInputElement>(container, 'input')
    expect(input.name).toBe('username')
    expect(input.getAttribute('autocomplete')).toBe('username')
    expect(find(container, 'label').getAttribute('for')).toBe(input.id)
    expect(input.getAttribute('type')).toBe('text')
  })

  it('links the hint and the error by aria-describedby and sets aria-invalid', async () => {
    const container = await mount(
      <OwnedField name="mobileNum" label="Mobile" hint="10 digits" error="Enter a valid phone number" />,
    )
    const input = find(container, 'input')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(describedTexts(input)).toEqual(['10 digits', 'Enter a valid phone number'])
    expect(find(container, '.lk-error').textContent).toBe('Enter a valid phone number')
  })

  it('renders no error paragraph and no aria-invalid without an error', async () => {
    const container = await mount(<OwnedField name="email" label="E-mail" hint="We never share it" />)
    const input = find(container, 'input')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(container.querySelector('.lk-error')).toBeNull()
    expect(describedTexts(input)).toEqual(['We never share it'])
  })

  it('shows a hidden star and sets aria-required for a required field', async () => {
    const container = await mount(<OwnedField name="username" label="Username" required />)
    expect(find(container, '.lk-required').getAttribute('aria-hidden')).toBe('true')
    expect(find(container, 'input').getAttribute('aria-required')).toBe('true')
    expect(find(container, 'input').hasAttribute('required')).toBe(false)
  })

  it('gives every instance its own ids', async () => {
    const container = await mount(
      <>
        <OwnedField name="a" label="A" error="bad" />
        <OwnedField name="b" label="B" error="bad" />
      </>,
    )
    const ids = Array.from(container.querySelectorAll('[id]'), (el) => el.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('reports typed text through onValue', async () => {
    const onValue = vi.fn()
    const container = await mount(<Field name="username" label="Username" value="" onValue={onValue} />)
    await typeInto(find<HTMLInputElement>(container, 'input'), 'player1')
    expect(onValue).toHaveBeenCalledWith('player1')
  })

  // LOGIN-5: the password field has show/hide.
  it('switches the password between hidden and shown, keeping value and focus (LOGIN-5)', async () => {
    const container = await mount(
      <OwnedField name="password" label="Password" type="password" revealable initial="Demo1234!" />,
    )
    const input = find<HTMLInputElement>(container, 'input')
    const toggle = find<HTMLButtonElement>(container, '.lk-reveal')
    expect(toggle.getAttribute('type')).toBe('button')
    expect(toggle.getAttribute('aria-label')).toBe('Show password')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe(input.id)
    input.focus()

    // A pointer press keeps the focus in the input.
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    toggle.dispatchEvent(press)
    expect(press.defaultPrevented).toBe(true)
    await click(toggle)
    expect(find(container, 'input')).toBe(input)
    expect(input.type).toBe('text')
    expect(input.value).toBe('Demo1234!')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(focusedIn(input)).toBe(input)

    await click(toggle)
    expect(input.type).toBe('password')
    expect(input.value).toBe('Demo1234!')
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
  })

  it('renders start and end content inside the input box', async () => {
    const container = await mount(
      <OwnedField
        name="mobileNum"
        label="Mobile"
        start={<span id="code">+92</span>}
        end={<button type="button">Send</button>}
      />,
    )
    expect(find(container, '.lk-control-start #code').textContent).toBe('+92')
    expect(find(container, '.lk-control-end button').textContent).toBe('Send')
  })
})

describe('Checkbox', () => {
  it('reports changes and links its error by aria-describedby', async () => {
    const onChecked = vi.fn()
    const container = await mount(
      <Checkbox
        name="terms"
        label="I accept the terms"
        checked={false}
        onChecked={onChecked}
        error="Please accept the terms"
        required
      />,
    )
    const input = find<HTMLInputElement>(container, 'input[type="checkbox"]')
    expect(find(container, 'label').getAttribute('for')).toBe(input.id)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(describedTexts(input)).toEqual(['Please accept the terms'])
    await click(input)
    expect(onChecked).toHaveBeenCalledWith(true)
  })
})
