import type {PluginContentLoadedActions} from '@docusaurus/types';

/**
 * Data a plugin writes at build time as a JSON module that pages import by an alias, so only
 * the chunks that import it carry it (global data would put it in every page's main.js).
 */
export interface GeneratedModule {
  /** Writes the module's data; call from `contentLoaded` or `allContentLoaded`. */
  write(actions: Pick<PluginContentLoadedActions, 'createData'>, data: unknown): Promise<void>;
  /** The plugin's `configureWebpack` result: the alias that resolves to the written file. */
  alias(): {resolve: {alias: Record<string, string>}};
}

export function generatedModule(plugin: string, alias: string, fileName: string): GeneratedModule {
  let file: string | undefined;
  return {
    async write(actions, data) {
      file = await actions.createData(fileName, JSON.stringify(data));
    },
    alias() {
      if (file === undefined) throw new Error(`${plugin}: the data was not written`);
      return {resolve: {alias: {[alias]: file}}};
    },
  };
}
