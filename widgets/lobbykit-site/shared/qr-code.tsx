import { useMemo, useState } from 'react'
import { encode } from 'uqr'
import { Button } from '../../kit/button'
import { Modal } from '../../kit/modal'
import { useT } from '../../kit/use-t'
import '../pages/en'

/**
 * A QR code of `value` as an SVG (AGENT-3 invitation links, MEMBER-12 referral link): error
 * correction M, a quiet zone of 4 modules, always dark on white whatever the theme (a scanner needs
 * the contrast). Encoded by `uqr` (unjs, zero dependencies), only in the chunks of the pages that
 * show one.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 4 })
    let d = ''
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      }),
    )
    return { path: d, modules: qr.data.length }
  }, [value])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      part="qr"
      data-modules={modules}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

/** A "QR code" button that shows the code of `value` in a dialog, with the link written out beside it. */
export function QrButton({ value, label }: { value: string; label: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={`${t('pg_qr')}: ${label}`} part="qr-open">
        {t('pg_qr')}
      </Button>
      {open && (
        <Modal
          open
          title={t('pg_qr_title', [label])}
          onClose={() => setOpen(false)}
          size="sm"
          part="qr-dialog"
        >
          <div
            className="lk-stack"
            style={{ alignItems: 'center', textAlign: 'center', whiteSpace: 'normal' }}
          >
            <QrCode value={value} label={t('pg_qr_of', [label])} />
            <p className="lk-small lk-muted">{t('pg_qr_hint')}</p>
            <p className="lk-small" dir="ltr" style={{ overflowWrap: 'anywhere', maxWidth: '100%' }}>
              {value}
            </p>
          </div>
        </Modal>
      )}
    </>
  )
}
