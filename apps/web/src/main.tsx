import { rememberEarlyTyping } from './lib/early-typing';

// The entry stays small and imports the app only when it runs, so that a prerendered page is
// painted before the browser spends time evaluating the app's modules (which are preloaded with
// the page meanwhile).
const container = document.getElementById('root')!;
const prerendered = container.firstElementChild !== null;
if (prerendered) rememberEarlyTyping();

/** Resolves after the next paint, or after 100 ms in a tab that does not paint (hidden). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/** Lets the browser handle input and paint between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

// Evaluating the app's modules is the longest piece of work before a tap is answered. Taken a
// library at a time (React, MUI with Emotion and the theme, zod with the API's error type), then
// the rest, it is several short tasks instead of one long one. A step must not import a whole
// library that the app uses only in part (react-router, say): the bundler would keep all of it.
const steps: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./app/theme'),
  () => import('@trip/shared/errors/app-error'),
];

async function start(): Promise<void> {
  if (prerendered) await afterNextPaint();
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  const { startApp } = await import('./app/start');
  startApp(container, prerendered);
}

void start();
