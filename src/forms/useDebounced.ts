// A value a while after its last change (search boxes, checks asked as the user types).
import { useEffect, useState } from 'react';

export const useDebounced = <T>(value: T, delay: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
};
