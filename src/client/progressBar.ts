import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/**
 * The progress bar of a slow client-side navigation, in place of the classic theme's client
 * module and the nprogress library it loads on every page (`plugins/progress-bar.ts`). Same
 * behaviour and the theme's own styles (`#nprogress .bar`, `--docusaurus-progress-bar-color`):
 * a navigation that takes longer than 200 ms shows a bar across the top that creeps toward the
 * end while the next page loads, fills when it has rendered, then fades.
 */

/** A navigation shorter than this shows no bar. */
const DELAY_MS = 200;
/** Interval of the bar's creeping steps, and the length of its transitions. */
const STEP_MS = 200;
/** Where the bar starts and how close to the end it may creep. */
const START = 0.08;
const LIMIT = 0.994;

let root: HTMLElement | null = null;
let bar: HTMLElement | null = null;
let progress = 0;
let creeping: number | undefined;
let fading: number | undefined;

function show(value: number): void {
  progress = value;
  if (bar) bar.style.transform = `translate3d(${((value - 1) * 100).toFixed(2)}%,0,0)`;
}

function start(): void {
  window.clearTimeout(fading);
  if (!root) {
    root = document.createElement('div');
    root.id = 'nprogress';
    root.setAttribute('aria-hidden', 'true');
    bar = document.createElement('div');
    bar.className = 'bar';
    bar.style.transition = `transform ${STEP_MS}ms ease`;
    const peg = document.createElement('div');
    peg.className = 'peg';
    bar.append(peg);
    root.append(bar);
    document.body.append(root);
  }
  if (progress === 0 || progress === 1) show(START);
  root.style.transition = '';
  root.style.opacity = '1';
  window.clearInterval(creeping);
  creeping = window.setInterval(() => {
    // Each step covers a share of what is left, so the bar slows down and never reaches the end.
    show(Math.min(LIMIT, progress + (1 - progress) * (progress < 0.5 ? 0.1 : 0.04)));
  }, STEP_MS);
}

function done(): void {
  window.clearInterval(creeping);
  creeping = undefined;
  if (!root) return;
  const leaving = root;
  show(1);
  fading = window.setTimeout(() => {
    leaving.style.transition = `opacity ${STEP_MS}ms linear`;
    leaving.style.opacity = '0';
    fading = window.setTimeout(() => {
      leaving.remove();
      root = bar = null;
      progress = 0;
    }, STEP_MS);
  }, STEP_MS);
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timeout = window.setTimeout(start, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    done();
  },
};

export default progressBar;
