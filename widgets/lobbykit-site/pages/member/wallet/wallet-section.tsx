import { useRef, type ReactNode } from 'react'
import { useAdoptedCss } from '../../../../kit/use-adopted-css'
import css from './wallet.css?raw'
import '../en'

/**
 * A wallet section with the wallet stylesheet, adopted once into the site's shadow root. It has no
 * heading or landmark of its own: the member centre's page heading names the section.
 */
export function WalletSection({ name, children }: { name: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const inline = useAdoptedCss(ref, css)
  return (
    <div ref={ref} className="wal" data-section={name} part={`${name}-section`}>
      {inline && <style>{css}</style>}
      {children}
    </div>
  )
}
