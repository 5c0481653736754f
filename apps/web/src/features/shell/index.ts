// The shell feature's public file: the signed-in frame and its screens' error boundary.
export { AppLayout } from './components/app-layout.tsx';
export { ScreenErrorBoundary } from './components/screen-error-boundary.tsx';
