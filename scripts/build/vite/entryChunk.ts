// The visitor's critical path is one file: every module the entry loads statically goes into
// the entry's chunk. Left alone, Rolldown 1.2/1.3 gives each set of modules the entry shares
// with lazy routes (the wall, /screen, /moderate) a chunk of its own whenever its "already
// loaded" merge fails (rolldown/rolldown#10731, open), which turned the home page into six
// requests and 2 kB more gzip for the same modules. '$initial' is Rolldown's own mark for a
// module in a user entry's static graph after tree shaking, so the group holds exactly what
// the page runs anyway; following ModuleInfo.importers instead would also take barrels'
// tree-shaken re-exports (+26 kB). Lazy chunks then import from the entry, always loaded
// before them. One group for all user entries, which suits this one-page app only. Client
// build only: the prerender's SSR build has no critical path.
export const ENTRY_CHUNK = { name: 'index', tags: ['$initial' as const] };
