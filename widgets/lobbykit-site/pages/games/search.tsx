import { useStore } from '@nanostores/react'
import { fetchGameList } from '../../../../core/api/games'
import { $locale } from '../../../../core/stores/locale'
import { useT } from '../../../kit/use-t'
import { navigate, type PageProps } from '../../routing/page-props'
import { PageFrame } from '../../shared/page-frame'
import { PagedGames } from './paged-games'
import { SEARCH_PATH, SearchForm } from './search-form'
import { SEARCH_PAGE_SIZE } from '../../../../core/constants'

/** The search page (HOME-12): games by name, 24 a page (HOME-13); `?gameName=` holds the search. */
export default function SearchPage({ query }: PageProps) {
  const t = useT()
  const lang = useStore($locale)
  const name = (query.get('gameName') ?? '').trim()
  return (
    <PageFrame name="search" title={t('pg_search_title')}>
      <SearchForm
        key={name}
        initial={name}
        onSearch={(next) => navigate(`${SEARCH_PATH}?gameName=${encodeURIComponent(next)}`)}
      />
      {name && (
        <section className="lk-section" aria-label={t('pg_search_results', [name])}>
          <h2>{t('pg_search_results', [name])}</h2>
          <PagedGames
            load={(pageNo, signal) =>
              fetchGameList({ gameName: name, pageNo, pageSize: SEARCH_PAGE_SIZE }, lang, signal)
            }
            typeName={`“${name}”`}
            loadKey={`${name}|${lang}`}
          />
        </section>
      )}
    </PageFrame>
  )
}
