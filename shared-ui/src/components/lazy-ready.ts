import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** A thenable that calls back at once: lazy() reads it before it decides to suspend. */
function arrivedThenable<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled?: (value: T) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  // lazy() only calls then(); React's types ask for a Promise.
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy that renders in the same pass when its code has already arrived. lazy() suspends on
 * any promise, even a settled one; a render that suspends commits the fallback, and React reveals
 * what follows a fallback no sooner than 300 ms after it (react-dom's FALLBACK_THROTTLE_MS). A page
 * whose code was already there painted 300 ms late, after a spinner.
 */
export function lazyReady<P extends object>(arrived: () => Module<P> | undefined, load: () => Promise<Module<P>>) {
  return lazy(() => {
    const module = arrived();
    return module ? arrivedThenable(module) : load();
  });
}
