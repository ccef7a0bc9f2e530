import { useState } from 'react'
import { Button } from '../../kit/button'
import { useT } from '../../kit/use-t'

/** Copies `value` to the clipboard and says whether it worked (role=status). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT()
  const [result, setResult] = useState<'copied' | 'failed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setResult('copied')
    } catch {
      setResult('failed')
    }
  }
  return (
    <>
      <Button onClick={copy} aria-label={`${t('pg_copy')}: ${label}`} part="copy">
        {t('pg_copy')}
      </Button>
      <span role="status" className={result === 'failed' ? 'lk-error' : 'lk-small lk-muted'}>
        {result === 'copied' ? t('pg_copied') : result === 'failed' ? t('pg_copy_failed') : ''}
      </span>
    </>
  )
}
