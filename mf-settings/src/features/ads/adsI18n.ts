// The ad slot's own small i18next namespace: the dashboard loads ./AdSlot without the settings screen's
// texts (both languages of those were most of the slot's download).
import { registerNamespace } from '@planner/shared/i18n';
import en from '../../locales/en/ads.json';
import fr from '../../locales/fr/ads.json';

export const ADS_NS = 'ads';

registerNamespace(ADS_NS, { en, fr });
