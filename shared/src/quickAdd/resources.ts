// The quick-add field's texts (chips, confirmations, errors): they come with the parser's lazy chunk, and the
// field registers them as the 'quickAdd' namespace when it loads it (shared/src/ui/QuickAddField.tsx).
import en from './locales/en/quickAdd.json';
import fr from './locales/fr/quickAdd.json';

export const quickAddResources = { en, fr };
