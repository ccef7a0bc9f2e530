/** What build.mjs writes into the loader: the runtime's file, relative to the loader, and each tag's entry hash. */
export interface LoaderManifest {
  runtime: string
  /** tag → the hash of its entry, `<tag>-<hash>.js` beside the loader. */
  tags: Record<string, string>
}

/** A queued `lobbykit(...)` call: its arguments and the promise it answers. */
export type QueuedCall = [unknown[], (value: unknown) => void, (error: unknown) => void]

/** The runtime module's surface the loader uses. */
export interface RuntimeModule {
  start(config: Record<string, unknown>, queue: QueuedCall[], loader: LoaderHooks): void
  register(tag: string, register: (name: string) => void): void
}

/** What the loader lends the runtime: load a tag's chunk, watch another root for tags. */
export interface LoaderHooks {
  define(tag: string): Promise<unknown>
  observe(root: Node): void
}
