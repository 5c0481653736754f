// Leaving a typed bill asks first: the router's blocker for links, the menu and Back, and the
// browser's own question (beforeunload) for a reload or a closed tab (issue 15).
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export function useLeaveGuard(active: boolean) {
  const released = useRef(false);
  const guarding = active && !released.current;
  const guardingRef = useRef(guarding);
  guardingRef.current = guarding;

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guardingRef.current &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!guarding) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (released.current) return;
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarding]);

  return {
    blocker,
    /** Saved or deleted: from now on this screen may be left without a question. */
    release: () => {
      released.current = true;
    },
  };
}
