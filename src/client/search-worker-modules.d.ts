// Types of the parts of lunr and of the search plugin's client that `./searchWorker.ts` uses
// (neither ships declarations).
declare module 'lunr' {
  namespace lunr {
    interface MatchData {
      metadata: Record<string, Record<string, unknown>>;
    }
    interface Result {
      ref: string;
      score: number;
      matchData: MatchData;
    }
    interface QueryTermOptions {
      presence?: number;
      wildcard?: number;
      editDistance?: number;
      usePipeline?: boolean;
    }
    interface QueryBuilder {
      term(term: string, options?: QueryTermOptions): QueryBuilder;
    }
    interface Index {
      query(build: (query: QueryBuilder) => void): Result[];
      /** The search pipeline (stemming) a query term goes through. */
      pipeline: {runString(text: string): string[]};
    }
    const Index: {load(serialized: object): Index};
    const Query: {
      presence: {OPTIONAL: number; REQUIRED: number; PROHIBITED: number};
      wildcard: {NONE: number; LEADING: number; TRAILING: number};
    };
    function stopWordFilter(token: unknown): unknown;
  }
  const lunr: typeof lunr & ((config: () => void) => lunr.Index);
  export default lunr;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  export const searchIndexUrl: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults.js' {
  export function processTreeStatusOfSearchResults(results: readonly object[]): void;
}
