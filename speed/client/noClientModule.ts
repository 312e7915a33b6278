// Stands in for a client module this site moves elsewhere (see speed/plugins/empty-prism-client-module.ts).
export {};
