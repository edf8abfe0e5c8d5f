// The current time, refreshed every minute: deadline points change as days pass, so scores must too.
import { useEffect, useState } from 'react';

export function useNow(refreshMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => {
      const next = new Date();
      // Only a new day changes any score: keep the same object (and the memoised sort) otherwise.
      setNow((prev) => (prev.toDateString() === next.toDateString() ? prev : next));
    }, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
