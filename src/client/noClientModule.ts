// Stands in for a client module this site moves elsewhere (see plugins/lazy-prism.ts).
export {};
