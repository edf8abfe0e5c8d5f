// The contract between the shell and a remote's lifecycles: only what the shared singletons do not give.
export interface MountProps {
  /** The route the remote is mounted under, e.g. '/dashboard/tasks'. */
  basename: string;
  /** Navigates within the suite; the shell is the only router. */
  navigate: (to: string) => void;
  /**
   * Called once the remote's main content is on screen (see shown.tsx): the shell then loads what can
   * wait. Optional: a shell that does not pass it, or a remote built before it, still works.
   */
  onShown?: () => void;
}
