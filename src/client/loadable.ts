import {
  createElement,
  useEffect,
  useReducer,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

// The part of `react-loadable` that Docusaurus' `ComponentCreator` uses in the browser: `Loadable`
// and `Loadable.Map` with `loading`, `loader`, `render` and `delay`, and each component's static
// `preload()`. Swapped in for the browser bundle only (`plugins/browser-loadable.ts`); the server
// keeps `react-loadable`, whose `modules` report tells Docusaurus which chunks a page used, so
// the `modules` and `webpack` options are accepted and not read here.

type Loader = () => Promise<unknown>;

interface LoadingProps {
  readonly isLoading: boolean;
  readonly pastDelay: boolean;
  readonly timedOut: boolean;
  readonly error: unknown;
  readonly retry: () => void;
}

interface Options<L> {
  readonly loading: ComponentType<LoadingProps>;
  readonly loader: L;
  readonly render?: (loaded: unknown, props: Record<string, unknown>) => ReactNode;
  /** Milliseconds before `loading` is told to show itself (`pastDelay`). */
  readonly delay?: number;
  readonly modules?: readonly string[];
  readonly webpack?: () => readonly unknown[];
}

/** One load of a component's modules, shared by every instance until a retry starts another. */
interface Load {
  loading: boolean;
  loaded: unknown;
  error: unknown;
  readonly promise: Promise<unknown>;
}

function track(promise: Promise<unknown>, load: Omit<Load, 'promise'>): Load {
  const state = load as Load;
  (state as {promise: Promise<unknown>}).promise = promise.then(
    (loaded) => {
      state.loading = false;
      state.loaded = loaded;
      return loaded;
    },
    (error: unknown) => {
      state.loading = false;
      state.error = error;
      throw error;
    },
  );
  // Whoever waits on the load sees its failure; this only keeps a load that a discarded render
  // started from being reported as an unhandled rejection.
  state.promise.catch(() => undefined);
  return state;
}

function loadOne(loader: Loader): Load {
  return track(new Promise((resolve) => resolve(loader())), {
    loading: true,
    loaded: null,
    error: null,
  });
}

function loadMap(loaders: Readonly<Record<string, Loader>>): Load {
  const keys = Object.keys(loaders);
  const loaded: Record<string, unknown> = {};
  const all = Promise.all(
    keys.map((key) =>
      new Promise((resolve) => resolve(loaders[key]?.())).then((module) => {
        loaded[key] = module;
      }),
    ),
  ).then(() => loaded);
  // Nothing to load (a route without chunks): ready at once, as with react-loadable.
  return track(all, {
    loading: keys.length > 0,
    loaded: keys.length > 0 ? null : loaded,
    error: null,
  });
}

function defaultRender(loaded: unknown, props: Record<string, unknown>): ReactNode {
  const module = loaded as {__esModule?: boolean; default?: unknown};
  const component = (module?.__esModule ? module.default : module) as ComponentType;
  return createElement(component, props);
}

type LoadableComponent = ComponentType<Record<string, unknown>> & {preload(): Promise<unknown>};

function createLoadable<L>(start: (loader: L) => Load, options: Options<L>): LoadableComponent {
  const {loader, render = defaultRender, delay = 200} = options;
  let current: Load | null = null;
  const init = (): Load => (current ??= start(loader));

  function Loadable(props: Record<string, unknown>): ReactNode {
    const load = init();
    // What this render showed: the load may finish before the effect runs, and the render that
    // showed it loading must still be followed by one that shows it loaded.
    const loading = load.loading;
    const [, update] = useReducer((count: number) => count + 1, 0);
    const [pastDelay, setPastDelay] = useState(false);
    useEffect(() => {
      if (!loading) return undefined;
      let mounted = true;
      const timer = setTimeout(() => {
        if (mounted) setPastDelay(true);
      }, delay);
      const settle = () => {
        clearTimeout(timer);
        if (mounted) update();
      };
      load.promise.then(settle, settle);
      return () => {
        mounted = false;
        clearTimeout(timer);
      };
    }, [load, loading]);
    if (loading || load.error) {
      const retry = () => {
        current = start(loader);
        setPastDelay(false);
        update();
      };
      return createElement(options.loading, {
        isLoading: loading,
        pastDelay,
        timedOut: false,
        error: load.error,
        retry,
      });
    }
    return render(load.loaded, props);
  }
  return Object.assign(Loadable, {preload: () => init().promise});
}

function Loadable(options: Options<Loader>): LoadableComponent {
  return createLoadable(loadOne, options);
}

Loadable.Map = function LoadableMap(
  options: Options<Readonly<Record<string, Loader>>>,
): LoadableComponent {
  return createLoadable(loadMap, options);
};

export default Loadable;
