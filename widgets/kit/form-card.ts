import css from './form-card.css?raw'

/** The form widgets' card (`lk-form-card`), adopted with each one's own stylesheet. */
export const FORM_CARD_CSS = css
