import { useState, type FormEvent } from 'react'
import { Button } from '../../../kit/button'
import { Field } from '../../../kit/field'
import { useT } from '../../../kit/use-t'
import { navigate } from '../../routing/page-props'

/** The game search page's path (HOME-12). */
export const SEARCH_PATH = '/search'

/** A game-name search: trimmed (LOBBY-5), never empty (ERR-13), then the search page. */
export function SearchForm({ initial = '', onSearch }: { initial?: string; onSearch?(name: string): void }) {
  const t = useT()
  const [value, setValue] = useState(initial)
  const [error, setError] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const name = value.trim()
    if (!name) return setError(t('input_empty'))
    setError('')
    if (onSearch) onSearch(name)
    else navigate(`${SEARCH_PATH}?gameName=${encodeURIComponent(name)}`)
  }
  return (
    <form className="lk-search" role="search" onSubmit={submit} noValidate part="search">
      <Field
        name="gameName"
        type="search"
        label={t('pg_search_label')}
        value={value}
        onValue={setValue}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" variant="primary">
        {t('search')}
      </Button>
    </form>
  )
}
