// The lazy entry of pages/search.tsx. It also imports the runtime, so that every lazy chunk reaches all
// of the runtime and esbuild keeps the runtime in one chunk (see page-modules.ts).
import '../../kit/runtime'
export { default } from '../pages/search'
