// The CSS module classes of task and ghost blocks, in the shape taskBlocks.ts takes.
import type { BlockClasses } from './taskBlocks';
import styles from './components/TaskBlocks.module.css';

export const BLOCK_CLASSES: BlockClasses = {
  task: styles.task ?? '',
  ghost: styles.ghost ?? '',
  done: styles.done ?? '',
  urgency: { high: styles.high ?? '', medium: styles.medium ?? '', low: styles.low ?? '' },
};
