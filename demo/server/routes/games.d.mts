/** Forgets what the server computed from a database's game catalogue (for tests that add games). */
export function forgetCatalogueAnswers(db: object): void
