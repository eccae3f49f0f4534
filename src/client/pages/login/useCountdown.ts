import { useEffect, useState } from 'react';

/** Seconds left before an SMS code may be sent again (counts down to 0 once started). */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((c) => c - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, setLeft];
}
