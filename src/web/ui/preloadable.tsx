import { type ComponentType, lazy, type ReactElement, useState } from 'react';
import { loadOnce } from './loadOnce';

/** A component in a chunk of its own, loaded when first shown or before, by `preload`. */
export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  preload(): Promise<ComponentType<P>>;
}

/** The props of a module's export, when it is a component. */
type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : never;

/**
 * Shown through `lazy` until its chunk is in; one mounted after the chunk arrived (the first page,
 * when main.tsx waits for its chunk before the first render) is shown at once. A lazy component
 * suspends even then, and React shows content that comes out of a suspense no sooner than 300 ms
 * after the fallback before it: that held the landing page's largest paint (its banner) back.
 * Used for pages (routes.tsx) and the wizard's step forms.
 */
export function preloadable<M, K extends keyof M & string, P extends object = PropsOf<M[K]>>(
  load: () => Promise<M>,
  name: K,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  // The wizard asks on every render: one load, and a failed one fetched again on the next ask.
  const preload = loadOnce(async () => {
    loaded = (await load())[name] as ComponentType<P>;
    return loaded;
  });
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // Chosen once per mount: a part never switches from the lazy form to the loaded one under the person.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return Object.assign(Part, { preload });
}
