// Which profile screen a mount shows: the shell mounts this remote at '/dashboard/profile' and '/dashboard/contacts'.
export type ProfileScreen = 'profile' | 'contacts';

export function screenFor(basename: string): ProfileScreen {
  return /\/contacts\/?$/.test(basename) ? 'contacts' : 'profile';
}
