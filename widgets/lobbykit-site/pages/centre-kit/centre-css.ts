/** The centres' styles (the member and the agent centre adopt them): the member centre's navigation, its
 *  messages, the record pages' filters and tables, and the kit's page bar. */
import paginationCss from '../../../kit/pagination.css?raw'
import recordsCss from './records.css?raw'

export const CENTRE_CSS = `${paginationCss}\n${recordsCss}`
