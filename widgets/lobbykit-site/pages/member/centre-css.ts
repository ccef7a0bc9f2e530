/** The member centre's styles: its navigation, the record sections and the kit's page bar. */
import paginationCss from '../../../kit/pagination.css?raw'
import recordsCss from './records.css?raw'

export const CENTRE_CSS = `${paginationCss}\n${recordsCss}`
