/** The tags lobbykit ships (widgets/manifest.mjs). */
export declare const WIDGETS: string[]
