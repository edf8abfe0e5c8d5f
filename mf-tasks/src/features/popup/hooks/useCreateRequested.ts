// Opens the task popup when the shell's create button asks for a task (bus `ui:create-requested`).
import { useEffect, useRef } from 'react';
import { bus as defaultBus, type EventBus } from '@planner/shared/bus';

interface Handler {
  priority: number;
  open: () => void;
}

/**
 * The list page and the dashboard sidebar may both be on screen: only one popup must open.
 * The mounted handler with the highest priority (the latest among equals) answers.
 */
const handlers: Handler[] = [];

function isChosen(handler: Handler): boolean {
  let best: Handler | undefined;
  for (const h of handlers) if (!best || h.priority >= best.priority) best = h;
  return best === handler;
}

export function useCreateRequested(
  open: () => void,
  priority = 0,
  bus: EventBus = defaultBus,
): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const handler: Handler = { priority, open: () => latest.current() };
    handlers.push(handler);
    const stop = bus.on('ui:create-requested', ({ kind }) => {
      if (kind !== 'task' || !isChosen(handler)) return false;
      handler.open();
      return true;
    });
    return () => {
      stop();
      handlers.splice(handlers.indexOf(handler), 1);
    };
  }, [bus, priority]);
}
