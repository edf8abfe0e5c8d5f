// Which calendar screen a mount shows: the shell mounts this remote at '/dashboard' and '/dashboard/presets'.
export type CalendarScreen = 'calendar' | 'presets';

export function screenFor(basename: string): CalendarScreen {
  return /\/presets\/?$/.test(basename) ? 'presets' : 'calendar';
}
