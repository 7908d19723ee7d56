import { useEffect, useRef, type RefObject } from 'react';

/** Whether the component is still mounted (true from mount until unmount): for state set after an await. */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
