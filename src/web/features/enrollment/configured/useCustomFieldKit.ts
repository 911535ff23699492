import { useEffect, useState } from 'react';
import type { CustomFieldKit } from './customFieldKit';

let loading: Promise<CustomFieldKit> | null = null;
let loaded: CustomFieldKit | null = null;

/**
 * The custom-field kit once loaded, when `needed` (the step has custom fields): null while it loads,
 * 'failed' if its file could not be fetched (the caller offers a retry, which loads it again).
 */
export function useCustomFieldKit(needed: boolean): {
  kit: CustomFieldKit | null;
  failed: boolean;
  retry: () => void;
} {
  const [kit, setKit] = useState<CustomFieldKit | null>(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed || kit) return;
    let live = true;
    loading ??= import('./customFieldKit').then((module) => {
      loaded = module.customFieldKit;
      return loaded;
    });
    loading.then(
      (found) => live && setKit(found),
      () => {
        loading = null;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, kit, attempt]);
  return {
    kit,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
