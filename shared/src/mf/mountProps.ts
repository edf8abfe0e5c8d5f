// The contract between the shell and a remote's lifecycles: only what the shared singletons do not give.
export interface MountProps {
  /** The route the remote is mounted under, e.g. '/dashboard/tasks'. */
  basename: string;
  /** Navigates within the suite; the shell is the only router. */
  navigate: (to: string) => void;
}
