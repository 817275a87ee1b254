// Imported by the generated /sw.js (scripts/service-worker.mjs, decision 019): shows a push
// message as a notification, and a tap opens or focuses the page it names.
import { notificationFromPush, openFromNotification, type AppWindows } from './push-handlers';

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: AppWindows;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

worker.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data?.text());
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    openFromNotification(worker.clients, worker.location.origin, event.notification.data),
  );
});
