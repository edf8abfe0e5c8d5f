// What the service worker shows for a push: title, body and actions in the user's language (pure, tested).
import type { PushPayload } from '@planner/shared/model';
import { dateTimeFormat } from '@planner/shared/intl';
import en from '../locales/en/push.json';
import fr from '../locales/fr/push.json';

const TEXTS = { en, fr } as const;

export interface ShownNotification {
  title: string;
  options: {
    body: string;
    tag: string;
    icon: string;
    badge: string;
    renotify: boolean;
    requireInteraction: boolean;
    data: { url: string; actionToken: string | null };
    actions: { action: 'open' | 'snooze'; title: string }[];
  };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/** 12-hour in English, 24-hour in French, in this device's time zone. */
function timeOf(iso: string, language: 'en' | 'fr'): string {
  return dateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
    hour: language === 'fr' ? '2-digit' : 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

export function notificationFor(payload: PushPayload, now: Date = new Date()): ShownNotification {
  const language = payload.language === 'fr' ? 'fr' : 'en';
  const t = TEXTS[language];
  const common = {
    tag: payload.tag,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url: payload.url, actionToken: payload.actionToken ?? null },
  };
  if (payload.kind === 'test') {
    return {
      title: t.test.title,
      options: {
        ...common,
        body: t.test.body,
        renotify: true,
        requireInteraction: false,
        actions: [{ action: 'open', title: t.actions.open }],
      },
    };
  }
  const start = payload.start ? Date.parse(payload.start) : NaN;
  let body = '';
  if (!Number.isNaN(start)) {
    const time = timeOf(payload.start as string, language);
    const minutes = Math.round((start - now.getTime()) / 60_000);
    body =
      minutes > 0
        ? fill(t.reminder.body, { time, minutes })
        : minutes === 0
          ? fill(t.reminder.bodyNow, { time })
          : fill(t.reminder.bodyStarted, { time });
  }
  if (payload.snoozed) body = `${t.reminder.snoozed} · ${body}`;
  return {
    title: payload.title || t.untitled,
    options: {
      ...common,
      body,
      renotify: payload.snoozed === true,
      requireInteraction: true,
      actions: [
        { action: 'open', title: t.actions.open },
        ...(payload.actionToken ? [{ action: 'snooze' as const, title: t.actions.snooze }] : []),
      ],
    },
  };
}

export interface WindowLike {
  url: string;
  focused?: boolean;
}

/** The Planner tab a click goes to: the focused one, else any open one of this origin, else none. */
export function pickWindow<W extends WindowLike>(windows: readonly W[], origin: string): W | null {
  const ours = windows.filter((w) => new URL(w.url).origin === origin);
  return ours.find((w) => w.focused) ?? ours[0] ?? null;
}
