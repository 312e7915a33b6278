import {createRequire} from 'node:module';
import {createElement, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import Loadable from '../../src/client/loadable';

const require = createRequire(import.meta.url);
const {renderToString} = require('react-dom/server') as {renderToString(node: ReactNode): string};

interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  error: unknown;
  retry: () => void;
}
const seen: LoadingProps[] = [];
function Loading(props: LoadingProps): ReactNode {
  seen.push(props);
  return createElement('p', null, props.error ? `error: ${String(props.error)}` : 'loading');
}
const Hello = ({name}: {name?: string}) => createElement('b', null, `hello ${name}`);
const module = {__esModule: true, default: Hello};

describe('browser loadable', () => {
  it('shows the loading component until preloaded, then renders the module', async () => {
    let calls = 0;
    const Page = Loadable({
      loading: Loading,
      loader: () => {
        calls += 1;
        return Promise.resolve(module);
      },
    });
    expect(renderToString(createElement(Page, {name: 'a'}))).toBe('<p>loading</p>');
    expect(seen.at(-1)).toMatchObject({isLoading: true, pastDelay: false, error: null});
    await Page.preload();
    expect(renderToString(createElement(Page, {name: 'a'}))).toBe('<b>hello a</b>');
    // One load for every instance and preload.
    await Page.preload();
    expect(calls).toBe(1);
  });

  it('loads a map of modules and hands them to render', async () => {
    const Route = Loadable.Map({
      loading: Loading,
      loader: {
        __comp: () => Promise.resolve(module),
        content: () => Promise.resolve({default: 'text'}),
      },
      render: (loaded, props) => {
        const {__comp, content} = loaded as {
          __comp: typeof module;
          content: {default: string};
        };
        return createElement(__comp.default, {...props, name: content.default});
      },
    });
    await Route.preload();
    expect(renderToString(createElement(Route))).toBe('<b>hello text</b>');
    // A map with nothing to load is ready at once.
    const Empty = Loadable.Map({loading: Loading, loader: {}, render: () => 'empty'});
    expect(renderToString(createElement(Empty))).toBe('empty');
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    const Page = Loadable({
      loading: Loading,
      loader: () => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(module)),
    });
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    expect(renderToString(createElement(Page, {name: 'b'}))).toBe(
      '<p>error: Error: chunk failed</p>',
    );
    const {retry, isLoading} = seen.at(-1) ?? {retry: () => undefined, isLoading: true};
    expect(isLoading).toBe(false);
    fail = false;
    retry();
    await Page.preload();
    expect(renderToString(createElement(Page, {name: 'b'}))).toBe('<b>hello b</b>');
  });
});
