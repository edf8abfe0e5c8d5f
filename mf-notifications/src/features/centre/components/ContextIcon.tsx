// The icon of a notification type: a person (account), a clock (reminder), a spark (optimisation).
import type { NotificationContext } from '@planner/shared/model';

const PATHS: Record<NotificationContext, string> = {
  account:
    'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.1 0-8 2.1-8 5.2V21h16v-1.8c0-3.1-3.9-5.2-8-5.2Z',
  reminder:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm-1 2v5.4l4.3 2.6 1-1.7-3.3-2V7Z',
  optimisation: 'M13 2 4 14h6l-1 8 9-12h-6l1-8Z',
};

export function ContextIcon({
  context,
  size = 20,
}: {
  context: NotificationContext;
  size?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      data-icon={context}
    >
      <path d={PATHS[context]} fill="currentColor" />
    </svg>
  );
}
