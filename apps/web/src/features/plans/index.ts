// The plans feature's public file: the banner the signed-in frame shows. (Its page loads
// lazily: app/lazy-screens.ts imports it by its own module, to keep it its own chunk.)
export { PlanBanner } from './components/plan-banner.tsx';
